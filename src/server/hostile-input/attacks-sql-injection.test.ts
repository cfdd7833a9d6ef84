import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductListResponse } from '../../shared/catalog/product.schema.js';
import { ensureAdminAccount } from '../db/seed/admin-account.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { expectNoLeak, expectRefused } from './attack-helpers.js';
import { dataFingerprint } from './data-fingerprint.js';
import { bearer, createShopper, type Shopper } from './shop-fixture.js';
import { createSignedInCustomer } from '../test/test-users.js';

/** SQL injection: every value reaches SQL as a bound parameter, so payloads are data, never SQL. */
let t: TestApp;
let shopper: Shopper;
let adminToken: string;
const ADMIN_EMAIL = 'owner@wattson.test';

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL });
  await ensureAdminAccount(t.database.db, ADMIN_EMAIL, 'admin-secret-42');
  shopper = await createShopper(t, { ordered: '1', inCart: '2', wished: '3' });
  adminToken = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
});
afterAll(async () => {
  await t?.close();
});

const login = (email: string, password: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
const productTotal = async (q: string) => (await get(`/api/products?q=${encodeURIComponent(q)}`)).json<ProductListResponse>().total;

describe('SQL injection', () => {
  it('login: a tautology in the email is not an email (400), and no token comes back', async () => {
    const res = await expectRefused(t, 400, () => login("' OR '1'='1' --", 'anything'));
    expect(res.json()).not.toHaveProperty('token');
  });

  it('login: a quote inside a well-formed email and an injected password sign nobody in (401)', async () => {
    // `x'--@example.in` passes the email check, so it does reach SQL, as a parameter.
    for (const [email, password] of [
      ["x'--@example.in", "' OR '1'='1"],
      [ADMIN_EMAIL, "' OR 1=1 --"],
      [shopper.email, "correct horse battery' OR '1'='1"],
    ] as const) {
      const res = await login(email, password);
      expect(res.statusCode, email).toBe(401);
      expect(res.json()).toMatchObject({ message: 'Invalid email or password' });
    }
  });

  it('search: a tautology does not widen the result to every product', async () => {
    const all = await productTotal('');
    expect(all).toBeGreaterThan(50);
    expect(await productTotal("zzqx' OR '1'='1")).toBeLessThan(all);
    expect(await productTotal('zzqx") OR ("1"="1')).toBeLessThan(all);
  });

  it('search: stacked queries and UNIONs are searched for as words, and the tables stay', async () => {
    const before = await dataFingerprint(t.database.db);
    for (const q of ["'; DROP TABLE products; --", "1' UNION SELECT password_hash, email FROM users --", "lamp'; UPDATE products SET price_paise = 1; --"]) {
      const res = await get(`/api/products?q=${encodeURIComponent(q)}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.body).not.toMatch(/password_hash|\$argon2/);
    }
    expect(await dataFingerprint(t.database.db)).toEqual(before);
  });

  it('search: a time-based payload does not sleep', async () => {
    const started = Date.now();
    const res = await get(`/api/products?q=${encodeURIComponent("x' AND 1=(SELECT 1 FROM pg_sleep(3)) --")}`);
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(2500);
  });

  it('search: type-ahead, blog search and the admin searches treat payloads as text', async () => {
    const payload = encodeURIComponent("%' OR '1'='1' --\\");
    // Type-ahead searches the words (`or`, `1`) by prefix: some names match, never more than its 8.
    const suggest = await get(`/api/products/suggest?q=${payload}`);
    expect(suggest.statusCode).toBe(200);
    expect(suggest.json<unknown[]>().length).toBeLessThanOrEqual(8);
    for (const [url, token] of [
      [`/api/blogs?q=${payload}`, undefined],
      [`/api/admin/customers?q=${payload}`, adminToken],
      [`/api/admin/orders?q=${payload}`, adminToken],
      [`/api/admin/products/table?q=${payload}`, adminToken],
    ] as const) {
      const res = await get(url, token);
      expect(res.statusCode, url).toBe(200);
      const body = res.json<unknown[] | { items: unknown[] }>();
      // `%` and `_` are escaped for ILIKE: the payload matches nothing rather than everything.
      expect(Array.isArray(body) ? body : body.items, url).toEqual([]);
    }
  });

  it('search: a huge order number does not overflow the bigint parameter', async () => {
    const res = await get('/api/admin/orders?q=99999999999999999999', adminToken);
    expect(res.statusCode).toBe(200);
    expect(res.json<{ total: number }>().total).toBe(0);
  });

  it('product id: injected ids are unknown products (404), and nothing changes', async () => {
    for (const id of ["1' OR '1'='1", '1; DROP TABLE products', '1 UNION SELECT email FROM users', "1'||pg_sleep(3)||'"]) {
      await expectRefused(t, 404, () => get(`/api/products/${encodeURIComponent(id)}`), [id]);
    }
  });

  it('order, cart line and customer ids: injected ids answer 404 like any unknown id', async () => {
    const id = encodeURIComponent(`${shopper.orderId}' OR '1'='1`);
    await expectRefused(t, 404, () => get(`/api/orders/${id}`, shopper.token));
    await expectRefused(t, 404, () => t.app.inject({ method: 'PUT', url: `/api/carts/${id}`, headers: bearer(shopper.token), payload: { quantity: 1 } }));
    await expectRefused(t, 404, () => t.app.inject({ method: 'DELETE', url: `/api/carts/${id}`, headers: bearer(shopper.token) }));
    await expectRefused(t, 404, () => get(`/api/admin/customers/${encodeURIComponent(`${shopper.id}' OR 1=1 --`)}`, adminToken));
    await expectRefused(t, 404, () => get(`/api/blogs/${encodeURIComponent("x' OR '1'='1")}`));
  });

  it('filters and sorting: only listed values pass, so no SQL can ride in on them', async () => {
    for (const query of ['sort=price-low;DROP TABLE products', "category=lighting' OR '1'='1", 'minPrice=0 OR 1=1', 'page=1;SELECT 1', 'inStock=true OR 1=1']) {
      const res = await expectRefused(t, 400, () => get(`/api/products?${query.replace(/ /g, '%20').replace(/;/g, '%3B')}`), [query]);
      expectNoLeak(res, [query]);
    }
  });

  it('dates: an ISO date PostgreSQL cannot store is a 400, not a 500', async () => {
    await expectRefused(t, 400, () => get('/api/admin/orders?from=0000-01-01', adminToken));
    const post = { title: 'Year zero', category: 'Wiring', author: 'A', shortDescription: 'S', fullText: '<p>x</p>', publishedOn: '0000-01-01' };
    await expectRefused(t, 400, () => t.app.inject({ method: 'POST', url: '/api/admin/blogs', headers: bearer(adminToken), payload: post }));
  });
});
