import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/catalog/product.schema.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // A second server process on the same database, as behind a load balancer.
  second = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: t.app.config.dataDir }),
    database: t.database,
    logger: false,
    webDir: '/nonexistent-web-build',
  });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

describe('catalog read cache', () => {
  it('answers a repeat view with 304 when the ETag matches', async () => {
    const first = await t.app.inject('/api/products/1');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/api/products/1', headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const list = await t.app.inject('/api/products?category=lighting');
    const listAgain = await t.app.inject({ method: 'GET', url: '/api/products?category=lighting', headers: { 'if-none-match': String(list.headers.etag) } });
    expect(listAgain.statusCode).toBe(304);
  });

  it('sends a list gzipped to clients that accept it, with its own validator', async () => {
    const plain = await t.app.inject('/api/products?category=fans');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    const zipped = await t.app.inject({ method: 'GET', url: '/api/products?category=fans', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.statusCode).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/products?category=fans',
      headers: { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // A small answer is not worth compressing.
    const small = await t.app.inject({ method: 'GET', url: '/api/products/suggest?q=zzzz', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('drops stale prices in every process when an admin edits a product', async () => {
    const before = (await second.inject('/api/products/2')).json<Product>();
    const admin = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/products/2',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: {
        name: before.name,
        brand: before.brand,
        description: before.description,
        category: before.category,
        subCategory: before.subCategory,
        price: before.price + 100,
        discount: before.discount,
        stock: before.stock,
        features: before.features,
        specifications: Object.entries(before.specifications).map(([key, value]) => ({ key, value })),
        images: before.images,
        isNew: before.isNew,
        isFeatured: before.isFeatured,
        isBestSeller: before.isBestSeller,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    await expect.poll(async () => (await second.inject('/api/products/2')).json<Product>().price, { timeout: 3_000, interval: 50 }).toBe(before.price + 100);
  });
});
