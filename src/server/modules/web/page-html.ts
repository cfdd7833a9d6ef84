import { PAGE_SCRIPTS_ELEMENT_ID, type RenderedPage } from '../../../shared/web/page-data.js';
import { escapeHtml } from '../../http/escape-html.js';
import { jsonForScript } from '../../http/json-for-script.js';
import { renderPageData } from './page-data.js';
import type { PageChunks } from './route-chunks.js';

/**
 * The head tags for the page's code. A page the browser renders needs its code at once: modulepreload
 * links. A server-rendered page is readable without it, and its scripts only hydrate it: fetched with
 * the HTML they would compete with the stylesheets and the largest image for the first paint on a slow
 * line, so they are only listed, and the entry (main.tsx) asks for them once the page has painted.
 */
function scriptTags(chunks: PageChunks, serverRendered: boolean): { head: string; body: string } {
  if (!serverRendered) {
    return { head: chunks.scripts.map((src) => `<link rel="modulepreload" crossorigin href="${escapeHtml(src)}">`).join('\n    '), body: '' };
  }
  const list =
    chunks.scripts.length > 0
      ? `<script type="application/json" id="${PAGE_SCRIPTS_ELEMENT_ID}">${jsonForScript(JSON.stringify(chunks.scripts))}</script>`
      : '';
  return { head: '', body: list };
}

/** The entry itself is small and only waits for the first paint: it must not delay it either. */
function entryAtLowPriority(html: string): string {
  return html.replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"');
}

/**
 * The storefront's HTML for one page: the template with its head already filled in, the page's
 * stylesheets and scripts, and, when the server rendered it, its markup in #root and its answers as a
 * data block.
 */
export function assemblePage(headed: string, chunks: PageChunks, page: RenderedPage | null): string {
  const scripts = scriptTags(chunks, page !== null);
  const headTags = [chunks.stylesheetTags, scripts.head].filter(Boolean).join('\n    ');
  // Functions, not strings, as replacements: the page holds shop text, where `$&` would paste parts of the page.
  const html = headed
    .replace(/<\/head>/i, () => (headTags ? `  ${headTags}\n  </head>` : '</head>'))
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${page?.html ?? ''}</div>`)
    .replace(/<\/body>/i, () => `${page ? renderPageData(page.queries) : ''}${scripts.body}</body>`);
  return page ? entryAtLowPriority(html) : html;
}
