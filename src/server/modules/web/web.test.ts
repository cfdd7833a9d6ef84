import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
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
/** The shape Vite writes with `build.manifest`: a tiny entry, the code that starts the app, and a page. */
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_preload.js'], dynamicImports: ['app/start-app.tsx'], css: ['assets/index-1.css'] },
  '_preload.js': { file: 'assets/preload-0.js' },
  'app/start-app.tsx': { file: 'assets/start-app-5.js', isDynamicEntry: true, imports: ['_vendor.js'], css: ['assets/start-app-5.css'] },
  '_vendor.js': { file: 'assets/vendor-2.js' },
  '_grid.js': { file: 'assets/grid-3.js', imports: ['_vendor.js'], css: ['assets/grid-3.css'] },
  'features/home/home-page.tsx': { file: 'assets/home-page-4.js', isDynamicEntry: true, imports: ['_vendor.js', '_grid.js'], css: ['assets/home-page-4.css'] },
  'features/product-detail/product-detail-page.tsx': { file: 'assets/product-6.js', isDynamicEntry: true, imports: ['_vendor.js'] },
};

/**
 * A stand-in for the built server renderer (dist/web/ssr/entry-server.js): it reads what the real one
 * reads for these pages through the getJson it is given, and shows what it got. `/products/crash` throws.
 */
const renderer = `
let renders = 0;
export async function renderPage(url, getJson) {
  renders += 1;
  if (url === '/products/crash') throw new Error('render failed');
  const refused = await getJson('/api/carts/someone').then(() => 'read', (error) => 'refused: ' + error.message);
  const categories = await getJson('/api/categories');
  const product = url.startsWith('/products/') ? await getJson('/api/products/' + url.slice(10)).catch(() => null) : null;
  const html = '<main><h1>' + (product ? product.name : 'Page ' + url) + '</h1><p id="renders">' + renders + '</p><p id="refused">' + refused + '</p></main>';
  return { html, queries: [[['categories'], categories], ...(product ? [[['products', 'detail', product._id], product]] : [])] };
}`;

/** A JSON data block the server wrote into a page. */
function dataBlock(html: string, id: string): unknown {
  const json = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  return json ? (JSON.parse(json) as unknown) : null;
}

/** The markup inside #root. */
function rootOf(html: string): string {
  return /<div id="root">([\s\S]*?)<\/div>\s*(?:<script|<\/body>)/.exec(html)?.[1] ?? '';
}

beforeAll(async () => {
  mkdirSync(join(webDir, 'storefront', 'assets'), { recursive: true });
  mkdirSync(join(webDir, 'admin', 'assets'), { recursive: true });
  writeFileSync(
    join(webDir, 'storefront', 'index.html'),
    '<!doctype html><html><head><title>Shop</title><script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(webDir, 'ssr'));
  writeFileSync(join(webDir, 'ssr', 'entry-server.js'), renderer);
  writeFileSync(join(webDir, 'storefront', 'assets', 'app-abc123.js'), script);
  mkdirSync(join(webDir, 'storefront', '.vite'));
  writeFileSync(join(webDir, 'storefront', '.vite', 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(webDir, 'admin', 'index.html'), '<!doctype html><html><head><title>Wattson Admin</title></head><body></body></html>');
  (compressAssets as (root: string) => number)(webDir);
  t = await createTestApp();
  web = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.app.config.dataDir }),
    database: t.database,
    logger: false,
    webDir,
  });
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

describe('pages the server renders', () => {
  it('carry their markup, the answers they were rendered with, their stylesheets, and their scripts to fetch after the first paint', async () => {
    const res = await web.inject('/products/1');
    expect(res.statusCode).toBe(200);
    const product = (await web.inject('/api/products/1')).json<{ _id: string; name: string }>();
    const categories = (await web.inject('/api/categories')).json<unknown>();
    expect(rootOf(res.body)).toContain(`<h1>${product.name}</h1>`);
    expect(dataBlock(res.body, 'page-data')).toEqual([
      [['categories'], categories],
      [['products', 'detail', '1'], product],
    ]);
    // Styled at the first paint; the hydrating code is listed, not fetched with the HTML.
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/start-app-5.css">');
    expect(res.body).not.toContain('modulepreload');
    expect(dataBlock(res.body, 'page-scripts')).toEqual(['/assets/start-app-5.js', '/assets/vendor-2.js', '/assets/product-6.js']);
    expect(res.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js">');
  });

  it("reads only the public catalog and content while rendering, never an account's data", async () => {
    const html = (await web.inject('/shop')).body;
    expect(html).toMatch(/<p id="refused">refused: \/api\/carts\/someone is not read while rendering on the server<\/p>/);
  });

  it('renders an address once per catalog period, and again after a catalog write', async () => {
    const first = await web.inject('/about');
    const second = await web.inject('/about');
    expect(rootOf(second.body)).toBe(rootOf(first.body));
    expect(second.headers.etag).toBe(first.headers.etag);
    await web.invalidateCatalog();
    const third = await web.inject('/about');
    expect(Number(/<p id="renders">(\d+)<\/p>/.exec(third.body)?.[1])).toBeGreaterThan(Number(/<p id="renders">(\d+)<\/p>/.exec(first.body)?.[1]));
  });

  it('sends the page for the browser to render when rendering fails', async () => {
    const res = await web.inject('/products/crash');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('');
    expect(res.body).not.toContain('id="page-data"');
    // The browser needs the code at once then.
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/start-app-5.js">');
  });

  it('gzips pages for clients that accept it, with a validator of their own', async () => {
    const plain = await web.inject('/blogs');
    const zipped = await web.inject({ method: 'GET', url: '/blogs', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const again = await web.inject({ method: 'GET', url: '/blogs', headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('pages the browser renders', () => {
  it("name the code that starts the app, and no page's data", async () => {
    const html = (await web.inject('/sign-in')).body;
    expect(rootOf(html)).toBe('');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/start-app-5.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">');
    expect(html).not.toContain('preload-0.js');
    expect(html).not.toContain('home-page-4');
    expect(html).not.toContain('id="page-data"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
  });
});
