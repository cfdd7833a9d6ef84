import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartLine } from '../../../shared/shopping/cart.schema.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
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

async function addToCart(token: string, productId: string, quantity: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(token), payload: { productId, quantity } });
  expect(res.statusCode, res.body).toBe(201);
}

async function cartOf(token: string): Promise<{ productId: string; quantity: number }[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/carts', headers: auth(token) });
  return res
    .json<CartLine[]>()
    .map((l) => ({ productId: l.product._id, quantity: l.quantity }))
    .sort((a, b) => a.productId.localeCompare(b.productId));
}

async function stockOf(id: string): Promise<number> {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock ?? -1;
}

describe('Buy Now (POST /api/orders with buyNow)', () => {
  it('orders just that product and quantity at catalog prices and leaves every cart line for later', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await addToCart(me.token, '1', 2);
    await addToCart(me.token, '2', 1);
    const cartBefore = await cartOf(me.token);
    const stockFour = await stockOf('4');
    const [row] = await t.database.db.select({ p: products.pricePaise }).from(products).where(eq(products.id, '4'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth(me.token),
      // A client's price and total are ignored: the catalog prices the line.
      payload: { address, paymentMethod: 'cod', buyNow: { productId: '4', quantity: 2 }, total: 1, price: 1 },
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order.items).toHaveLength(1);
    expect(order.items[0]).toMatchObject({ productId: '4', quantity: 2, price: (row?.p ?? 0) / 100 });
    expect(order.subtotal).toBe(((row?.p ?? 0) * 2) / 100);
    expect(await stockOf('4')).toBe(stockFour - 2);
    expect(await cartOf(me.token)).toEqual(cartBefore);
  });

  it('keeps the cart line of the same product too: Buy Now never touches the cart', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await addToCart(me.token, '3', 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth(me.token),
      payload: { address, paymentMethod: 'cod', buyNow: { productId: '3', quantity: 1 } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await cartOf(me.token)).toEqual([{ productId: '3', quantity: 1 }]);
  });

  it('works with an empty cart, and refuses a bad selection with the field named', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth(me.token),
      payload: { address, paymentMethod: 'cod', buyNow: { productId: '2', quantity: 1 } },
    });
    expect(ok.statusCode, ok.body).toBe(201);
    for (const buyNow of [{ productId: '2', quantity: 0 }, { productId: '2', quantity: 1.5 }, { productId: '', quantity: 1 }, { quantity: 1 }]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/orders', headers: auth(me.token), payload: { address, paymentMethod: 'cod', buyNow } });
      expect(bad.statusCode, JSON.stringify(buyNow)).toBe(400);
    }
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth(me.token),
      payload: { address, paymentMethod: 'cod', buyNow: { productId: 'no-such-product', quantity: 1 } },
    });
    expect(unknown.statusCode).toBe(409);
  });

  it('refuses more than the stock, changing nothing', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await addToCart(me.token, '1', 1);
    await t.database.db.update(products).set({ stock: 2 }).where(eq(products.id, '3'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: auth(me.token),
      payload: { address, paymentMethod: 'cod', buyNow: { productId: '3', quantity: 3 } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ message: string }>().message).toMatch(/^Only 2 of .+ left in stock$/);
    expect(await stockOf('3')).toBe(2);
    expect(await cartOf(me.token)).toEqual([{ productId: '1', quantity: 1 }]);
  });
});

describe('POST /api/checkout/payment-options (a Buy Now or guest selection)', () => {
  it('answers the options for the posted lines, without an account, and refuses bad lines', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/payment-options?state=Maharashtra&pincode=400007',
      payload: { items: [{ productId: '1', quantity: 1 }] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<{ cod: { available: boolean } }>().cod.available).toBe(true);
    for (const items of [[], [{ productId: '1', quantity: 0 }], undefined]) {
      const bad = await t.app.inject({ method: 'POST', url: '/api/checkout/payment-options', payload: { items } });
      expect(bad.statusCode, JSON.stringify(items)).toBe(400);
    }
  });
});
