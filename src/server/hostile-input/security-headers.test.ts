import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { bearer } from './shop-fixture.js';

/** Headers that make a browser refuse injected scripts, framing, sniffing and downgrades, on every kind of answer. */
let dev: TestApp;
let production: TestApp;

beforeAll(async () => {
  dev = await createTestApp();
  production = await createTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' });
});
afterAll(async () => {
  await dev?.close();
  await production?.close();
});

/** One answer of each kind: JSON, an error, a storefront page, a 404 page, an image. */
const SAMPLES = ['/api/products?pageSize=1', '/api/auth/profile', '/', '/no-such-page', '/api/no-such-route', '/media/art/ceiling-fan-1.svg'];

function directives(response: LightMyRequestResponse): Map<string, string> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values.join(' ')]),
  );
}

describe('security headers', () => {
  it.each(SAMPLES)('%s has a CSP whose scripts are same-origin only: no inline, no eval, no plugins', async (url) => {
    const csp = directives(await dev.app.inject(url));
    const scripts = csp.get('script-src') ?? csp.get('default-src') ?? '';
    expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*|data:|https?:/);
    expect(csp.get('object-src') ?? csp.get('default-src')).toBe("'none'");
    // Images (our SVG art) get `default-src 'none'`; pages also pin <base>.
    if (!url.startsWith('/media/')) expect(csp.get('base-uri')).toMatch(/'self'|'none'/);
  });

  it.each(SAMPLES)('%s cannot be framed by another site', async (url) => {
    const response = await dev.app.inject(url);
    const frameAncestors = directives(response).get('frame-ancestors');
    if (url.startsWith('/media/')) expect(directives(response).get('default-src')).toBe("'none'");
    else expect(frameAncestors).toBe("'none'");
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it.each(SAMPLES)('%s is sent with nosniff, a referrer policy and no X-Powered-By', async (url) => {
    const response = await dev.app.inject(url);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toMatch(/^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/);
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
  });

  it('outside production there is no HSTS (a laptop on http must not be pinned to https)', async () => {
    expect((await dev.app.inject('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('in production every answer carries HSTS for a year and upgrades insecure requests', async () => {
    for (const url of SAMPLES) {
      const response = await production.app.inject(url);
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=(3153[6-9]\d{3}|31[6-9]\d{5}|[4-9]\d{7}|\d{9,})/);
      expect(directives(response).has('upgrade-insecure-requests') || url.startsWith('/media/'), url).toBe(true);
    }
  });

  it('in production the session never travels in a cookie the server sets, and the dev mailbox is gone', async () => {
    const me = await createSignedInCustomer(production.database.db);
    const signIn = await production.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: me.email, password: 'correct horse battery' } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['set-cookie']).toBeUndefined();
    expect((await production.app.inject('/dev/mailbox')).statusCode).toBe(404);
    expect((await production.app.inject('/api/dev/mailbox')).statusCode).toBe(404);
  });

  it('in production a cookie-only write from another origin is refused like anywhere else', async () => {
    const me = await createSignedInCustomer(production.database.db);
    const res = await production.app.inject({
      method: 'POST',
      url: '/api/carts/add',
      headers: { cookie: `userToken=${me.token}`, origin: 'https://evil.example' },
      payload: { productId: '1', quantity: 1 },
    });
    expect(res.statusCode).toBe(403);
    const own = await production.app.inject({
      method: 'POST',
      url: '/api/carts/add',
      headers: { cookie: `userToken=${me.token}`, origin: 'https://shop.example.com' },
      payload: { productId: '1', quantity: 1 },
    });
    expect(own.statusCode).toBe(201);
  });

  it('API answers with personal data are not stored by shared caches', async () => {
    const me = await createSignedInCustomer(dev.database.db);
    for (const url of ['/api/auth/profile', '/api/carts', '/api/orders']) {
      const response = await dev.app.inject({ method: 'GET', url, headers: bearer(me.token) });
      expect(String(response.headers['cache-control'] ?? ''), url).not.toMatch(/public/);
    }
  });
});
