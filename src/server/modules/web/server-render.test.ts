import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import type { ProductListResponse, Product } from '../../../shared/catalog/product.schema.js';
import { formatRupees } from '../../../shared/money.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { products } from '../../db/schema/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The real storefront rendered by the real server renderer: the run's production builds (browser and
 * server, src/server/test/web-build-setup.ts), served by the app on this file's own database.
 */
const webDir = inject('webBuildDir');
let t: TestApp;
let web: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  web = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.app.config.dataDir }),
    database: t.database,
    logger: false,
    webDir,
  });
  await web.ready();
}, 240_000);
afterAll(async () => {
  await web?.close();
  await t?.close();
});

/** The markup the server put inside #root. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.lastIndexOf('</main>');
  return start >= 0 && end > start ? html.slice(start, end) : '';
}

/** The [query key, data] pairs of the page's data block. */
function pageQueries(html: string): Array<[unknown[], unknown]> {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Array<[unknown[], unknown]>) : [];
}

/** Shop text as it appears in HTML. */
function inHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

describe('server-rendered storefront pages', () => {
  it('show a product page with its name, price and menu before any script runs, and carry the answers they used', async () => {
    const res = await web.inject('/products/1');
    expect(res.statusCode).toBe(200);
    const product = (await web.inject('/api/products/1')).json<Product>();
    const root = rootOf(res.body);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${inHtml(product.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(root).toContain(inHtml(formatRupees(product.price)));
    // The navigation bar is rendered as for a visitor: the server never sees a session.
    expect(root).toContain('Sign In');
    const queries = pageQueries(res.body);
    expect(queries).toContainEqual([['products', 'detail', '1'], product]);
    expect(queries.some(([key]) => key[0] === 'categories')).toBe(true);
  });

  it("show the shop's first page in the featured order, and a sorted address in its own order", async () => {
    const featured = (await web.inject('/api/products?sort=featured&page=1&pageSize=12')).json<ProductListResponse>();
    const shop = rootOf((await web.inject('/shop')).body);
    const positions = featured.items.map((item) => shop.indexOf(inHtml(item.name)));
    expect(positions.every((position) => position > 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const cheapest = (await web.inject('/api/products?category=fans&sort=price-low&page=1&pageSize=12')).json<ProductListResponse>();
    const fans = rootOf((await web.inject('/categories/fans?sort=price-low')).body);
    const fanPositions = cheapest.items.map((item) => fans.indexOf(inHtml(item.name)));
    expect(fanPositions.every((position) => position > 0)).toBe(true);
    expect([...fanPositions].sort((a, b) => a - b)).toEqual(fanPositions);
  });

  it('render a missing product, post or category as its not-found panel, answered 404, not 200', async () => {
    const product = await web.inject('/products/no-such-product');
    expect(product.statusCode).toBe(404);
    expect(rootOf(product.body)).toContain('Product not found');
    // The answer it rendered with (no product) travels with it, so the browser's first render agrees.
    expect(pageQueries(product.body).some(([key, data]) => key[0] === 'products' && data === null)).toBe(true);
    const post = await web.inject('/blogs/no-such-post');
    expect(post.statusCode).toBe(404);
    expect(rootOf(post.body)).toContain('Blog Not Found');
    const category = await web.inject('/categories/moon-rocks');
    expect(category.statusCode).toBe(404);
    expect(rootOf(category.body)).toContain('No products found in the moon-rocks category.');
    expect((await web.inject('/products/1')).statusCode).toBe(200);
  });

  it("put the title a page sets for itself into the page's head", async () => {
    expect((await web.inject('/about')).body).toContain('<title>About Us | Wattson</title>');
    const [post] = (await web.inject('/api/blogs')).json<Array<{ id: string; blogname: string }>>();
    if (!post) throw new Error('the seed has no blog posts');
    expect((await web.inject(`/blogs/${post.id}`)).body).toContain(`<title>${inHtml(post.blogname)} | Wattson</title>`);
  });

  it("render an address that is no page as the shop's not-found page, with a 404", async () => {
    const res = await web.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(rootOf(res.body)).toMatch(/not found/i);
  });

  it("leave an account's pages empty for the browser", async () => {
    for (const path of ['/cart', '/checkout', '/profile', '/sign-in']) {
      const html = (await web.inject(path)).body;
      expect(html, path).toContain('<div id="root"></div>');
      expect(html, path).not.toContain('id="page-data"');
    }
  });

  it('render the same page to the same bytes, so a repeat view still costs a 304 after the page cache has turned over', async () => {
    const first = await web.inject('/categories/lighting');
    await web.invalidateCatalog();
    const second = await web.inject('/categories/lighting');
    expect(second.body).toBe(first.body);
    const again = await web.inject({ method: 'GET', url: '/categories/lighting', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('show a catalog change at once after the write that invalidates the catalog', async () => {
    const before = (await web.inject('/products/2')).body;
    const renamed = 'Renamed Ceiling Light For The Render Test';
    await t.database.db.update(products).set({ name: renamed }).where(eq(products.id, '2'));
    // Without a write through the API the page (like the API's answer) may be served from the cache for a few seconds.
    await web.invalidateCatalog();
    const after = (await web.inject('/products/2')).body;
    expect(before).not.toContain(renamed);
    expect(rootOf(after)).toContain(renamed);
  });
});
