import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { bearer } from './shop-fixture.js';

/** No browser or shared cache may keep an answer that carries someone's data. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('Cache-Control on private answers', () => {
  it('is no-store on every authenticated answer: profile, cart, orders, wishlist, admin', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const requests: [string, string, string][] = [
      [me.token, 'GET', '/api/auth/profile'],
      [me.token, 'GET', '/api/carts'],
      [me.token, 'GET', '/api/orders'],
      [me.token, 'GET', `/api/users/wishlists/${me.id}`],
      [me.token, 'POST', '/api/carts/add'],
      [staff.token, 'GET', '/api/admin/orders'],
      [staff.token, 'GET', '/api/admin/customers'],
      [staff.token, 'GET', '/api/admin/dashboard'],
    ];
    for (const [token, method, url] of requests) {
      const res = await t.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: bearer(token),
        payload: method === 'POST' ? { productId: '1', quantity: 1 } : undefined,
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
      expect(res.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
  });

  it('is no-store on API answers that set no caching of their own (a sign-in carries a token), and leaves public catalog caching alone', async () => {
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.in', password: 'wrong-password-1' } });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await t.app.inject('/api/no-such-route')).headers['cache-control']).toBe('no-store');
    const catalog = await t.app.inject('/api/products?pageSize=1');
    expect(String(catalog.headers['cache-control'])).toMatch(/public/);
  });
});
