import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artSrcSet } from '../../../shared/catalog/art-images.js';
import type { Product } from '../../../shared/catalog/product.schema.js';
import { GALLERY_IMAGE_SIZES } from '../../../shared/catalog/upload-images.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { productMeta, renderHead } from './page-meta.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://shop.example.in' });
});
afterAll(async () => {
  await t?.close();
});

function jsonLd(html: string): Record<string, unknown> {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'JSON-LD script').not.toBeNull();
  return JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
}

describe('pages for crawlers', () => {
  it('puts title, description, canonical URL and Product JSON-LD into /products/{id}', async () => {
    const product = (await t.app.inject('/api/products/1')).json<{ name: string; price: number }>();
    const res = await t.app.inject('/products/1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(`<title>${product.name.replace(/&/g, '&amp;')} | Wattson</title>`);
    expect(res.body).toMatch(/<meta name="description" content="[^"]{20,}">/);
    expect(res.body).toContain('<link rel="canonical" href="https://shop.example.in/products/1">');
    const data = jsonLd(res.body);
    expect(data['@type']).toBe('Product');
    expect(data.name).toBe(product.name);
    expect(data.offers).toMatchObject({ priceCurrency: 'INR', price: product.price.toFixed(2) });
  });

  it("preloads the product page's main image, the page's largest paint", async () => {
    const product = (await t.app.inject('/api/products/1')).json<{ images: string[] }>();
    const res = await t.app.inject('/products/1');
    const first = product.images[0] ?? '';
    // Seed art is shown as WebP: the preload offers the gallery's candidates, or the browser would fetch twice.
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${first}" imagesrcset="${artSrcSet(first)}" imagesizes="${GALLERY_IMAGE_SIZES}" fetchpriority="high">`,
    );
    expect((await t.app.inject('/shop')).body).not.toContain('rel="preload" as="image"');
  });

  it('preloads an uploaded photo with the same candidates and sizes as the gallery, and never a foreign image', async () => {
    const product = (await t.app.inject('/api/products/1')).json<Product>();
    const head = (images: string[]) => renderHead('<head></head>', productMeta({ ...product, images }, 'https://shop.example.in'), 'https://shop.example.in');
    expect(head(['/media/uploads/ab12-md.webp'])).toContain(
      `<link rel="preload" as="image" href="/media/uploads/ab12-md.webp" imagesrcset="/media/uploads/ab12-sm.webp 320w, /media/uploads/ab12-md.webp 800w, /media/uploads/ab12-lg.webp 1600w" imagesizes="${GALLERY_IMAGE_SIZES}" fetchpriority="high">`,
    );
    expect(head(['https://cdn.example.com/a.jpg'])).not.toContain('rel="preload"');
  });

  it('titles category and sub-category pages', async () => {
    const res = await t.app.inject('/categories/lighting');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Lighting | Wattson</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://shop.example.in/categories/lighting">');
  });

  it('serves robots.txt and a sitemap of every product and category', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://shop.example.in/sitemap.xml');
    expect(robots.body).toContain('Disallow: /admin/');
    const sitemap = await t.app.inject('/sitemap.xml');
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const total = (await t.app.inject('/api/products?pageSize=1')).json<{ total: number }>().total;
    expect(sitemap.body.match(/\/products\/[^<]+<\/loc>/g)?.length).toBe(total);
    expect(sitemap.body).toContain('<loc>https://shop.example.in/categories/lighting</loc>');
    expect(sitemap.body).toMatch(/<loc>https:\/\/shop\.example\.in\/categories\/lighting\/[a-z0-9-]+<\/loc>/);
  });

  it('answers an unknown page with the app shell and status 404, and an unknown product page still renders', async () => {
    const res = await t.app.inject('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
    const missing = await t.app.inject('/products/does-not-exist');
    expect(missing.statusCode).toBe(200);
  });
});
