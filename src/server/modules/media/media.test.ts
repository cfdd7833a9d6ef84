import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ART_WIDTHS, artSrcSet } from '../../../shared/catalog/art-images.js';
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

describe('GET /media/art/:file as WebP', () => {
  it('serves each width of a product image as a WebP that wide, with a long cache lifetime', async () => {
    const product = (await t.app.inject('/api/products/1')).json<Product>();
    const srcset = artSrcSet(product.images[0] ?? '');
    expect(srcset, product.images[0]).toBeDefined();
    const candidates = (srcset ?? '').split(', ').map((candidate) => candidate.split(' '));
    expect(candidates.map(([, width]) => width)).toEqual(ART_WIDTHS.map((width) => `${width}w`));
    for (const [url = '', descriptor = ''] of candidates) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toContain('immutable');
      const { format, width, height } = await sharp(res.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'webp', width: parseInt(descriptor), height: parseInt(descriptor) });
    }
  });

  it('answers 404 for an unknown illustration or width and 400 for a malformed name', async () => {
    expect((await t.app.inject('/media/art/unicorn-1-400.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/media/art/ceiling-fan-1-401.webp')).statusCode).toBe(404);
    expect((await t.app.inject('/media/art/ceiling-fan-1-40000.webp')).statusCode).toBe(400);
    expect((await t.app.inject('/media/art/ceiling-fan-5-400.webp')).statusCode).toBe(400);
  });
});
