import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** ADR 18: random query parameters and unknown paths must not add a cache entry (a render, a read) per request. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const junk = () => randomBytes(6).toString('hex');

describe('cache keys', () => {
  it('answers a catalog list with unknown parameters, in any order, from one entry', async () => {
    const first = await t.app.inject('/api/products?category=fans&sort=price-low');
    expect(first.statusCode).toBe(200);
    const entries = t.app.catalogCache.size;
    for (let i = 0; i < 50; i++) {
      const res = await t.app.inject(`/api/products?x=${junk()}&sort=price-low&category=fans&utm_source=${junk()}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(first.body);
    }
    expect((await t.app.inject('/api/products?category=fans&sort=price-low&page=01')).body).toBe(first.body);
    expect(t.app.catalogCache.size).toBe(entries + 1);
    // A product by id ignores every parameter.
    await t.app.inject('/api/products/1');
    const withProduct = t.app.catalogCache.size;
    for (let i = 0; i < 20; i++) expect((await t.app.inject(`/api/products/1?v=${junk()}`)).statusCode).toBe(200);
    expect(t.app.catalogCache.size).toBe(withProduct);
  });

  it('renders a page once for any unknown parameters, and every unknown path from one cached 404', async () => {
    t.app.pageCache.clear();
    for (let i = 0; i < 30; i++) expect((await t.app.inject(`/?x=${junk()}`)).statusCode).toBe(200);
    expect(t.app.pageCache.size).toBe(1);
    const notFound = await t.app.inject(`/${junk()}`);
    expect(notFound.statusCode).toBe(404);
    for (let i = 0; i < 30; i++) {
      const res = await t.app.inject(`/${junk()}/${junk()}?y=${junk()}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(notFound.body);
    }
    expect(t.app.pageCache.size).toBe(2);
  });
});
