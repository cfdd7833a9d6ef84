import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
let customerToken = '';
let adminToken = '';
beforeAll(async () => {
  t = await createTestApp();
  customerToken = (await createSignedInCustomer(t.database.db)).token;
  adminToken = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
});
afterAll(async () => {
  await t?.close();
});

/** The spec's product list is readable by any signed-in user; the hand-off exchange is authenticated by its code. */
const NOT_ADMIN_ONLY = new Set(['GET /api/admin/products', 'HEAD /api/admin/products', 'POST /api/admin/session']);

function adminRoutes() {
  const routes = t.app.routeTable.filter((r) => r.url.startsWith('/api/admin') && r.method !== 'HEAD' && !NOT_ADMIN_ONLY.has(`${r.method} ${r.url}`));
  return routes.map((r) => ({ ...r, path: r.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000') }));
}

describe('every admin route', () => {
  it('is found in the route table (the list below cannot silently shrink)', () => {
    expect(adminRoutes().length).toBeGreaterThanOrEqual(25);
  });

  it('answers 401 to a visitor and 403 to a customer, whatever the body', async () => {
    for (const route of adminRoutes()) {
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
      const visitor = await t.app.inject({ method, url: route.path, payload: method === 'GET' ? undefined : { junk: true } });
      expect(visitor.statusCode, `${route.method} ${route.url} as visitor`).toBe(401);
      const customer = await t.app.inject({
        method,
        url: route.path,
        headers: { authorization: `Bearer ${customerToken}` },
        payload: method === 'GET' ? undefined : { junk: true },
      });
      expect(customer.statusCode, `${route.method} ${route.url} as customer`).toBe(403);
      expect(customer.json<{ message: string }>().message).toBeTruthy();
    }
  });

  it('lets an admin session through', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: { authorization: `Bearer ${adminToken}` } });
    expect(res.statusCode).toBe(200);
  });
});
