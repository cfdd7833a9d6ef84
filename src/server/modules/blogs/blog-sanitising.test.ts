import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, BlogPostInput } from '../../../shared/content/blog.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sanitizeBlogHtml } from './blog-html-sanitizer.js';
import { saveBlogPost } from './blogs.service.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const draft: BlogPostInput = {
  publishedOn: '2025-04-01',
  place: 'Kochi',
  country: 'India',
  imageUrl: '/media/art/led-bulb-1.svg',
  title: 'Warm White or Cool Daylight?',
  author: 'Test Writer',
  shortDescription: 'Picking a colour temperature.',
  category: 'Energy saving',
  relatedProductIds: ['1'],
  fullHtml: '<p>Hello</p>',
};

describe('sanitiser', () => {
  it('removes scripts, event handlers, javascript: links and iframes, keeping the prose', () => {
    const clean = sanitizeBlogHtml(
      [
        '<h2 onclick="steal()">Title</h2>',
        '<p>Text<script>alert(1)</script></p>',
        '<img src="/media/art/led-bulb-1.svg" alt="Bulb" onerror="alert(2)">',
        '<img src="x" onerror="alert(3)">',
        '<a href="javascript:alert(4)">bad link</a>',
        '<a href="JaVaScRiPt:alert(5)">shouty link</a>',
        '<a href="java&#x09;script:alert(6)">split link</a>',
        '<iframe src="https://evil.example/"><p>inside frame</p></iframe>',
        '<a href="https://www.bis.gov.in/" target="_blank">BIS</a>',
        '<a href="/products/2">Fan</a> <a href="mailto:help@wattson.example">mail</a>',
        '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="data">',
        '<img src="//evil.example/x.png" alt="relative protocol">',
        '<style>body{display:none}</style><div><span>kept text</span></div>',
      ].join(''),
    );
    expect(clean).not.toMatch(/script|onerror|onclick|iframe|evil\.example|data:|<style|display:none|inside frame/i);
    expect(clean).toContain('<h2>Title</h2>');
    expect(clean).toContain('<p>Text</p>');
    expect(clean).toContain('<img src="/media/art/led-bulb-1.svg" alt="Bulb" />');
    expect(clean).toContain('<a rel="noopener noreferrer">bad link</a>');
    expect(clean).toContain('<a href="https://www.bis.gov.in/" rel="noopener noreferrer">BIS</a>');
    expect(clean).toContain('<a href="/products/2" rel="noopener noreferrer">Fan</a>');
    expect(clean).toContain('href="mailto:help@wattson.example"');
    expect(clean).toContain('kept text');
    expect(clean).not.toContain('target=');
  });

  it('keeps the allowed structure untouched', () => {
    const html =
      '<h2>A</h2><h3>B</h3><p><strong>s</strong> <em>e</em></p><ul><li>1</li></ul><ol><li>2</li></ol><blockquote>q</blockquote>' +
      '<figure><img src="https://cdn.example.in/a.png" alt="A" /><figcaption>cap</figcaption></figure>';
    expect(sanitizeBlogHtml(html)).toBe(html);
  });

  it('keeps what the rich-text editor writes: paragraphs in list items and quotes, line breaks, links without target', () => {
    const editor =
      '<h2>Before you start</h2><p>Line one<br>line two</p><ul><li><p><strong>Bold</strong> item</p></li></ul>' +
      '<ol><li><p><em>First</em></p></li></ol><blockquote><p>Quoted</p></blockquote>' +
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.bis.gov.in/">BIS</a></p>';
    expect(sanitizeBlogHtml(editor)).toBe(
      '<h2>Before you start</h2><p>Line one<br />line two</p><ul><li><p><strong>Bold</strong> item</p></li></ul>' +
        '<ol><li><p><em>First</em></p></li></ol><blockquote><p>Quoted</p></blockquote>' +
        // TipTap writes rel before href; the sanitiser keeps the order and replaces rel with its own.
        '<p><a rel="noopener noreferrer" href="https://www.bis.gov.in/">BIS</a></p>',
    );
  });
});

describe('saveBlogPost', () => {
  it('stores sanitised HTML, which the API then serves', async () => {
    const saved = await saveBlogPost(t.database.db, {
      ...draft,
      id: 'xss-attempt',
      fullHtml:
        '<p>Safe</p><script>document.cookie</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a><iframe src="https://evil.example"></iframe>',
    });
    expect(saved.id).toBe('xss-attempt');
    const res = await t.app.inject({ method: 'GET', url: '/api/blogs/xss-attempt' });
    const body = res.json<BlogPost>().fullText;
    expect(body).toContain('<p>Safe</p>');
    expect(body).not.toMatch(/script|onerror|javascript:|iframe/i);
    expect(res.json<BlogPost>().readTime).toBe('1 min read');
  });

  it('derives a slug id for a new post and never overwrites a namesake', async () => {
    const first = await saveBlogPost(t.database.db, draft);
    expect(first.id).toBe('warm-white-or-cool-daylight');
    const second = await saveBlogPost(t.database.db, draft);
    expect(second.id).toMatch(/^warm-white-or-cool-daylight-[0-9a-f]{6}$/);
  });

  it('updates a post in place when saved with its id', async () => {
    await saveBlogPost(t.database.db, { ...draft, id: 'edited-post', title: 'Before' });
    const after = await saveBlogPost(t.database.db, { ...draft, id: 'edited-post', title: 'After', tags: ['a', 'a', 'b'] });
    expect(after.blogname).toBe('After');
    expect(after.tags).toEqual(['a', 'b']);
  });

  it('refuses unknown related products, unknown categories and bodies with nothing safe left', async () => {
    await expect(saveBlogPost(t.database.db, { ...draft, relatedProductIds: ['no-such-product'] })).rejects.toThrow(HttpError);
    // Categories are the owner's (a table), so any text type-checks: one that does not exist is refused at run time.
    await expect(saveBlogPost(t.database.db, { ...draft, category: 'Kitchens' })).rejects.toThrow('Category Kitchens does not exist');
    await expect(saveBlogPost(t.database.db, { ...draft, fullHtml: '<script>alert(1)</script>' })).rejects.toThrow('no content');
  });
});
