import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without type declarations
import { compressAssets } from '../../../../scripts/compress-assets.mjs';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let web: FastifyInstance;
const webDir = mkdtempSync(join(tmpdir(), 'wattson-web-'));
const script = `console.log(${JSON.stringify('Wattson '.repeat(400))});`;
/** The shape Vite writes with `build.manifest`: the entry and the home page share a vendor chunk. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: ['features/home/home-page.tsx'] },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_grid.js': { file: 'assets/grid-3.js', imports: ['_vendor.js'], css: ['assets/grid-3.css'] },
  'features/home/home-page.tsx': { file: 'assets/home-page-4.js', isDynamicEntry: true, imports: ['_vendor.js', '_grid.js'], css: ['assets/home-page-4.css'] },
};

/** The JSON data block the server wrote into a page, keyed by API URL. */
function pageData(html: string): Record<string, unknown> | null {
  const json = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Record<string, unknown>) : null;
}

beforeAll(async () => {
  mkdirSync(join(webDir, 'storefront', 'assets'), { recursive: true });
  mkdirSync(join(webDir, 'admin', 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'storefront', 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDir, 'storefront', 'assets', 'app-abc123.js'), script);
  mkdirSync(join(webDir, 'storefront', '.vite'));
  writeFileSync(join(webDir, 'storefront', '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(webDir, 'admin', 'index.html'), '<!doctype html><html><head><title>Wattson Admin</title></head><body></body></html>');
  (compressAssets as (root: string) => number)(webDir);
  t = await createTestApp();
  web = await buildApp({ config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.app.config.dataDir }), database: t.database, logger: false, webDir });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('serving the built web apps', () => {
  it('sends precompressed, immutable assets', async () => {
    const res = await web.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
    const gzip = await web.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('serves storefront pages with a validator, and the admin shell under /admin/', async () => {
    const page = await web.inject('/shop');
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    const again = await web.inject({ method: 'GET', url: '/shop', headers: { 'if-none-match': String(page.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const admin = await web.inject('/admin/products');
    expect(admin.statusCode).toBe(200);
    expect(admin.body).toContain('Wattson Admin');
  });
});

describe('what a page brings with its HTML', () => {
  it('names the page chunk, its own imports and its CSS, but not what the entry already loads', async () => {
    const html = (await web.inject('/')).body;
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-4.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/grid-3.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/grid-3.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-4.css">');
    expect(html).not.toContain('vendor-2.js');
    expect((await web.inject('/sign-in')).body).not.toContain('modulepreload');
  });

  it("carries the product page's product and the menu, exactly as the API answers them", async () => {
    const data = pageData((await web.inject('/products/1')).body);
    const product = await web.inject('/api/products/1');
    const categories = await web.inject('/api/categories');
    expect(data?.['/api/products/1']).toEqual(product.json());
    expect(data?.['/api/categories']).toEqual(categories.json());
  });

  it('carries the first page of the shop and of a category, keyed by URL with sorted parameters', async () => {
    const shop = pageData((await web.inject('/shop')).body);
    const api = await web.inject('/api/products?sort=featured&page=1&pageSize=12');
    expect(shop?.['/api/products?page=1&pageSize=12&sort=featured']).toEqual(api.json());
    const lighting = pageData((await web.inject('/categories/lighting')).body);
    const listing = lighting?.['/api/products?category=lighting&page=1&pageSize=12&sort=featured'] as { items: Array<{ category: string }> };
    expect(listing.items.length).toBeGreaterThan(0);
    expect(listing.items.every((item) => item.category === 'lighting')).toBe(true);
  });

  it('leaves lists opened with filters, unknown products and pages without data to the page itself', async () => {
    expect(Object.keys(pageData((await web.inject('/shop?sort=newest')).body) ?? {})).toEqual(['/api/categories', '/api/site']);
    expect(Object.keys(pageData((await web.inject('/products/no-such-product')).body) ?? {})).toEqual(['/api/categories', '/api/site']);
    expect(Object.keys(pageData((await web.inject('/products/%E0%A4%A')).body) ?? {})).toEqual([]);
    expect(pageData((await web.inject('/cart')).body)).toBeNull();
  });
});
