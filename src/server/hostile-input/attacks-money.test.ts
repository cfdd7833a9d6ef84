import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '../../shared/catalog/product.schema.js';
import type { CartLine } from '../../shared/shopping/cart.schema.js';
import type { Order } from '../../shared/shopping/order.schema.js';
import { products } from '../db/schema/products.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { expectRefused } from './attack-helpers.js';
import { ADDRESS, bearer } from './shop-fixture.js';

/** Quantities and money: only whole, positive, in-stock quantities; prices and totals come from the catalog. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createSignedInCustomer(t.database.db, { isAdmin: true })).token;
});
afterAll(async () => {
  await t?.close();
});

const as = (token: string, method: 'POST' | 'PUT', url: string, payload: object | string) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
const cartOf = async (token: string) => (await t.app.inject({ method: 'GET', url: '/api/carts', headers: bearer(token) })).json<CartLine[]>();
const stockOf = async (id: string) => (await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

// Raw JSON text, so that numbers JSON.stringify cannot write (1e999, -0) reach the server as sent.
const BAD_QUANTITIES = ['-1', '0', '-0', '0.5', '1.5', '1e-7', '"2"', '1e999', '-1e999', '2147483648', '1000', 'null', 'true', '[1]', '{"$gt":0}'];

describe('quantities and money', () => {
  it.each(BAD_QUANTITIES)('add to cart refuses quantity %s and leaves the cart unchanged', async (quantity) => {
    const me = await createSignedInCustomer(t.database.db);
    await expectRefused(t, 400, () => as(me.token, 'POST', '/api/carts/add', `{"productId":"1","quantity":${quantity}}`));
    expect(await cartOf(me.token)).toEqual([]);
  });

  it.each(BAD_QUANTITIES)('cart line update refuses quantity %s and keeps the old quantity', async (quantity) => {
    const me = await createSignedInCustomer(t.database.db);
    const line = (await as(me.token, 'POST', '/api/carts/add', { productId: '1', quantity: 2 })).json<CartLine>();
    await expectRefused(t, 400, () => as(me.token, 'PUT', `/api/carts/${line._id}`, `{"quantity":${quantity}}`));
    expect((await cartOf(me.token))[0]?.quantity).toBe(2);
  });

  it('guest-cart merge refuses the whole batch when one line has a negative or fractional quantity', async () => {
    const me = await createSignedInCustomer(t.database.db);
    for (const quantity of [-5, 0.5]) {
      await expectRefused(t, 400, () =>
        as(me.token, 'POST', '/api/carts/merge', {
          items: [
            { productId: '1', quantity: 1 },
            { productId: '2', quantity },
          ],
        }),
      );
    }
    expect(await cartOf(me.token)).toEqual([]);
  });

  it('a quantity above the stock is refused (409), so no order can take stock below zero', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const stock = (await t.app.inject('/api/products/2')).json<Product>().stock;
    await expectRefused(t, 409, () => as(me.token, 'POST', '/api/carts/add', { productId: '2', quantity: Math.min(stock + 1, 999) }));
  });

  it('checkout charges catalog prices whatever price and total the client claims', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await as(me.token, 'POST', '/api/carts/add', { productId: '3', quantity: 1, price: 0.01 });
    const unit = (await t.app.inject('/api/products/3')).json<Product>().price;
    const res = await as(me.token, 'POST', '/api/orders', {
      address: ADDRESS,
      paymentMethod: 'cod',
      total: 0.01,
      subtotal: 0.01,
      tax: 0,
      shipping: -100,
      discount: 100,
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order.subtotal).toBe(unit);
    expect(order.shipping).toBe(0);
    expect(order.total).toBe(Math.round(unit * 118) / 100);
  });

  it('two checkouts racing for the last items: one wins, the other gets 409, stock ends at zero', async () => {
    const [first, second] = [await createSignedInCustomer(t.database.db), await createSignedInCustomer(t.database.db)];
    await t.database.db.update(products).set({ stock: 2 }).where(eq(products.id, '4'));
    await as(first.token, 'POST', '/api/carts/add', { productId: '4', quantity: 2 });
    await as(second.token, 'POST', '/api/carts/add', { productId: '4', quantity: 2 });
    const results = await Promise.all([first, second].map((u) => as(u.token, 'POST', '/api/orders', { address: ADDRESS, paymentMethod: 'cod' })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf('4')).toBe(0);
  });

  it('an order worth more than the books can hold is refused with a message, not a 500, and takes no stock', async () => {
    const product = await as(admin, 'POST', '/api/admin/products', {
      name: 'Substation transformer',
      category: 'lighting',
      subCategory: 'ceiling',
      price: 10_000_000,
      stock: 10,
    });
    expect(product.statusCode, product.body).toBe(201);
    const id = product.json<Product>()._id;
    const me = await createSignedInCustomer(t.database.db);
    expect((await as(me.token, 'POST', '/api/carts/add', { productId: id, quantity: 3 })).statusCode).toBe(201);
    await expectRefused(t, 422, () => as(me.token, 'POST', '/api/orders', { address: ADDRESS, paymentMethod: 'cod' }));
    expect(await stockOf(id)).toBe(10);
    expect(await cartOf(me.token)).toHaveLength(1);
  });
});
