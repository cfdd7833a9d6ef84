import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductListResponse } from '../../../shared/catalog/product.schema.js';
import { products } from '../../db/schema/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

async function productIn(category: string, except: string[] = []): Promise<{ id: string; stock: number }> {
  const rows = await t.database.db.select({ id: products.id, stock: products.stock }).from(products).where(eq(products.categorySlug, category));
  const row = rows.find((r) => r.stock >= 5 && !except.includes(r.id));
  if (!row) throw new Error(`no ${category} product in stock`);
  return row;
}

async function order(productId: string, quantity = 1): Promise<void> {
  const me = await createSignedInCustomer(t.database.db);
  const add = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(me.token), payload: { productId, quantity } });
  expect(add.statusCode, add.body).toBe(201);
  const placed = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(me.token), payload: { address, paymentMethod: 'cod' } });
  expect(placed.statusCode, placed.body).toBe(201);
}

/** The catalog cache holds an answer for this URL (the fast path would serve it). */
const cached = (url: string) => t.app.catalogCache.peek(url) !== undefined;

describe('orders and the catalog cache (ADR 37)', () => {
  it('an order drops only the answers that showed its product; its stock reads true at once', async () => {
    const bought = await productIn('lighting');
    const other = await productIn('fans');
    const fansList = '/api/products?category=fans';
    const otherDetail = `/api/products/${other.id}`;
    const boughtDetail = `/api/products/${bought.id}`;
    const lightingPage = `/api/products?category=lighting&pageSize=100`;
    await get(fansList);
    await get(otherDetail);
    const before = await get<Product>(boughtDetail);
    await get(lightingPage);
    expect([fansList, otherDetail, boughtDetail, lightingPage].every(cached)).toBe(true);

    await order(bought.id, 2);

    // Answers that never showed the product stay cached…
    expect(cached(fansList)).toBe(true);
    expect(cached(otherDetail)).toBe(true);
    // …and those that did are dropped, and read again with the stock the order left.
    expect(cached(boughtDetail)).toBe(false);
    expect(cached(lightingPage)).toBe(false);
    expect((await get<Product>(boughtDetail)).stock).toBe(before.stock - 2);
    const card = (await get<ProductListResponse>(lightingPage)).items.find((p) => p._id === bought.id);
    expect(card?.stock).toBe(before.stock - 2);
  });

  it('the last one sold takes the product out of "in stock" lists and their totals', async () => {
    const last = await productIn('switches');
    await t.database.db.update(products).set({ stock: 1 }).where(eq(products.id, last.id));
    await t.app.productsChanged([last.id]);
    const inStock = '/api/products?category=switches&inStock=true&pageSize=100';
    const before = await get<ProductListResponse>(inStock);
    expect(before.items.some((p) => p._id === last.id)).toBe(true);
    await order(last.id, 1);
    const after = await get<ProductListResponse>(inStock);
    expect(after.items.some((p) => p._id === last.id)).toBe(false);
    expect(after.total).toBe(before.total - 1);
    expect((await get<Product>(`/api/products/${last.id}`)).stock).toBe(0);
  });

  it('a staff stock recount drops what showed the product, not other categories or products', async () => {
    const edited = await productIn('plugs');
    const untouched = await productIn('tools');
    const urls = ['/api/products?category=plugs', '/api/products', '/api/products?q=socket', '/api/products?category=tools', `/api/products/${untouched.id}`];
    for (const url of urls) await get(url);
    expect(urls.every(cached)).toBe(true);
    const admin = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${edited.id}/stock`,
      headers: auth(admin.token),
      payload: { delta: 3, reason: 'recount' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // A stock recount on a product that stays in stock changes no list's members: only what showed it goes.
    expect(cached('/api/products?category=tools')).toBe(true);
    expect(cached(`/api/products/${untouched.id}`)).toBe(true);
    expect((await get<Product>(`/api/products/${edited.id}`)).stock).toBe(edited.stock + 3);
  });

  it('hears a write made by another process (the trigger notice) and re-reads the product', async () => {
    const changed = await productIn('wiring');
    const detail = `/api/products/${changed.id}`;
    await get(detail);
    // Written straight to the database, as another server process would.
    await t.database.db
      .update(products)
      .set({ pricePaise: sql`${products.pricePaise} + 100` })
      .where(eq(products.id, changed.id));
    const expected = (await t.database.db.select({ p: products.pricePaise }).from(products).where(eq(products.id, changed.id)))[0]?.p ?? 0;
    await expect
      .poll(async () => (await get<ProductListResponse>(`/api/products?category=wiring&pageSize=100`)).items.find((p) => p._id === changed.id)?.price, {
        timeout: 5_000,
      })
      .toBe(expected / 100);
    expect((await get<Product>(detail)).price).toBe(expected / 100);
  });
});
