import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../../shared/catalog/product.schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /media/art/:file', () => {
  it('serves every image of a product as SVG with a long cache lifetime', async () => {
    const product = (await t.app.inject('/api/products/1')).json<Product>();
    for (const src of product.images) {
      const res = await t.app.inject(src);
      expect(res.statusCode, src).toBe(200);
      expect(res.headers['content-type']).toContain('image/svg+xml');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      expect(res.body).not.toMatch(/<script|href="http/i);
    }
  });

  it('answers 404 for an unknown illustration and 400 for a malformed name', async () => {
    expect((await t.app.inject('/media/art/unicorn-1.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/media/art/..%2Fsecret.svg')).statusCode).toBe(400);
  });
});
