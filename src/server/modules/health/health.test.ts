import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SHOP_PHONE: '+91 22 4000 1234', SHOP_EMAIL: 'help@shop.example', SHOP_ADDRESS: '1 MG Road, Pune' });
});
afterAll(async () => {
  await t?.close();
});

describe('health and errors', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });

  it('answers an unknown API path with 404 JSON', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/products/1/explode'],
      ['DELETE', '/api'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json<{ message: string }>().message).toContain('Not found');
    }
  });

  it('sets security headers: a page policy on pages, a load-nothing policy on JSON answers', async () => {
    const api = await t.app.inject('/api/categories');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toBe("default-src 'none';base-uri 'none';frame-ancestors 'none'");
    expect(api.headers['cross-origin-opener-policy']).toBeUndefined();
    const page = await t.app.inject('/shop');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('serves the shop contact details from configuration', async () => {
    const res = await t.app.inject('/api/site');
    expect(res.json()).toEqual({
      name: 'Wattson',
      phone: '+91 22 4000 1234',
      email: 'help@shop.example',
      address: '1 MG Road, Pune',
      gstState: 'Maharashtra',
      gstin: '27AAPFU0939F1ZV',
    });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json<{ paths: object }>().paths)).toContain('/api/products');
  });
});
