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

beforeAll(async () => {
  mkdirSync(join(webDir, 'storefront', 'assets'), { recursive: true });
  mkdirSync(join(webDir, 'admin', 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'storefront', 'index.html'), '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDir, 'storefront', 'assets', 'app-abc123.js'), script);
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
