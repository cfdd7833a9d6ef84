import sanitizeHtml from 'sanitize-html';

/**
 * Post bodies are rendered as HTML by the storefront (dangerouslySetInnerHTML), so the only place
 * that decides what may run in a shopper's browser is here, when a post is written. Allow-list only:
 * structure and emphasis, links to web/mail/relative addresses, images from https or this site.
 * The admin's rich-text editor (TipTap, ADR 66) writes within this list; `br` is its line break (Shift+Enter).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'ul', 'ol', 'li', 'blockquote', 'strong', 'em', 'a', 'img', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  // Relative URLs carry no scheme and stay allowed; `javascript:`, `data:`, `vbscript:` … do not.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//evil.example/x.js` would load from another host with the page's scheme.
  allowProtocolRelative: false,
  // Whatever sits inside these is code or a foreign document, never prose: drop it with the tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links leave the shop: never hand the opened page a handle on ours.
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }),
  },
  // An image whose source was refused would render as a broken box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeBlogHtml(dirty: string): string {
  return sanitizeHtml(dirty, OPTIONS).trim();
}
