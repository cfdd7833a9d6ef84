import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canTransition, orderStatuses, orderTransitions, returnsStock, type OrderStatus } from '../../../shared/shopping/order-status.js';
import type { CartLine } from '../../../shared/shopping/cart.schema.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { orders } from '../../db/schema/orders.js';
import { products } from '../../db/schema/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { latestMail } from '../../mail/mailer.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { changeOrderStatus } from './orders.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

async function stockOf(id: string): Promise<number> {
  const [row] = await t.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
  return row?.stock ?? -1;
}

async function addToCart(token: string, productId: string, quantity: number) {
  const res = await t.app.inject({ method: 'POST', url: '/api/carts/add', headers: auth(token), payload: { productId, quantity } });
  expect(res.statusCode, res.body).toBe(201);
}

function checkout(token: string, payload: object = { address, paymentMethod: 'cod' }, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'POST', url: '/api/orders', headers: { ...auth(token), ...headers }, payload });
}

describe('POST /api/orders', () => {
  it('turns the cart into an order at catalog prices with GST in paise, takes stock and empties the cart', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await t.database.db.update(products).set({ pricePaise: 33333 }).where(eq(products.id, '3'));
    await addToCart(me.token, '3', 3);
    await addToCart(me.token, '1', 1);
    const before = { three: await stockOf('3'), one: await stockOf('1') };
    const unitOne = (await t.database.db.select({ p: products.pricePaise }).from(products).where(eq(products.id, '1')))[0]?.p ?? 0;
    const res = await checkout(me.token, { address, paymentMethod: 'cod', total: 1, subtotal: 1, items: [{ productId: '3', price: 1 }] });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    const subtotalPaise = 33333 * 3 + unitOne;
    const taxPaise = Math.round(subtotalPaise * 0.18);
    expect(order).toMatchObject({
      status: 'Processing',
      subtotal: subtotalPaise / 100,
      tax: taxPaise / 100,
      shipping: 0,
      total: (subtotalPaise + taxPaise) / 100,
      address,
      paymentMethod: 'cod',
    });
    expect(order.items.find((i) => i.productId === '3')).toMatchObject({ price: 333.33, quantity: 3, lineTotal: 999.99 });
    expect(typeof order.number).toBe('number');
    expect(await stockOf('3')).toBe(before.three - 3);
    expect(await stockOf('1')).toBe(before.one - 1);
    expect((await t.app.inject({ method: 'GET', url: '/api/carts', headers: auth(me.token) })).json()).toEqual([]);
    const [mail] = await latestMail(t.database.db, me.email, 1);
    expect(mail?.subject).toContain(`#${order.number}`);
  });

  it('refuses an empty cart and a bad address, changing nothing', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const empty = await checkout(me.token);
    expect(empty.statusCode).toBe(409);
    expect(empty.json<{ message: string }>().message).toBe('Your cart is empty');
    await addToCart(me.token, '2', 1);
    const stock = await stockOf('2');
    for (const bad of [
      { ...address, pincode: '12345' },
      { ...address, pincode: '012345' },
      { ...address, phone: '12345' },
      { ...address, state: 'Atlantis' },
      { ...address, fullName: '' },
    ]) {
      const res = await checkout(me.token, { address: bad, paymentMethod: 'cod' });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ message: string }>().message).toBeTruthy();
    }
    expect((await checkout(me.token, { address, paymentMethod: 'card' })).statusCode).toBe(400);
    expect(await stockOf('2')).toBe(stock);
    expect((await t.app.inject({ method: 'GET', url: '/api/carts', headers: auth(me.token) })).json()).toHaveLength(1);
  });

  it('answers 409 naming the product when stock ran out, and changes nothing', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await addToCart(me.token, '4', 2);
    await addToCart(me.token, '2', 1);
    await t.database.db.update(products).set({ stock: 1 }).where(eq(products.id, '4'));
    const stockTwo = await stockOf('2');
    const res = await checkout(me.token);
    expect(res.statusCode).toBe(409);
    const [four] = await t.database.db.select({ name: products.name }).from(products).where(eq(products.id, '4'));
    expect(res.json<{ message: string }>().message).toContain(four?.name ?? '?');
    expect(await stockOf('4')).toBe(1);
    expect(await stockOf('2')).toBe(stockTwo);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(me.token) })).json()).toEqual([]);
    await t.database.db.update(products).set({ stock: 120 }).where(eq(products.id, '4'));
  });

  it('creates one order for retries with the same Idempotency-Key', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await addToCart(me.token, '1', 1);
    const key = { 'idempotency-key': 'checkout-7f3a9c21' };
    const first = await checkout(me.token, undefined, key);
    const second = await checkout(me.token, undefined, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json<Order>()._id).toBe(first.json<Order>()._id);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(me.token) })).json()).toHaveLength(1);
    expect((await checkout(me.token, undefined, { 'idempotency-key': 'short' })).statusCode).toBe(400);
  });

  it('refuses a reused Idempotency-Key with a different request with 422, placing nothing', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await addToCart(me.token, '1', 1);
    const key = { 'idempotency-key': 'checkout-reused-1' };
    expect((await checkout(me.token, undefined, key)).statusCode).toBe(201);
    await addToCart(me.token, '2', 1);
    const other = await checkout(me.token, { address: { ...address, line1: '1 Other Street' }, paymentMethod: 'cod' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json<{ message: string }>().message).toBe('This Idempotency-Key was already used for a different order. Use a new key for a new order.');
    // The same request again is still the first order; the cart's new line stays in the cart.
    expect((await checkout(me.token, { address: { ...address }, paymentMethod: 'cod' }, key)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(me.token) })).json()).toHaveLength(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/carts', headers: auth(me.token) })).json()).toHaveLength(1);
  });

  it('never sells more than the stock when ten shoppers check out at once', async () => {
    const [spare] = await t.database.db
      .select({ id: products.id })
      .from(products)
      .where(sql`${products.stock} > 10`)
      .orderBy(sql`${products.id} desc`)
      .limit(1);
    const productId = spare?.id ?? '';
    const shoppers = await Promise.all(Array.from({ length: 10 }, () => createSignedInCustomer(t.database.db)));
    for (const s of shoppers) await addToCart(s.token, productId, 1);
    await t.database.db.update(products).set({ stock: 3 }).where(eq(products.id, productId));
    const results = await Promise.all(shoppers.map((s) => checkout(s.token)));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await stockOf(productId)).toBe(0);
  });
});

describe('a product deleted while in the cart', () => {
  it('stays in the cart as unavailable, and checkout names it until it is removed', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await addToCart(me.token, '2', 1);
    await addToCart(me.token, '102', 1);
    await t.database.db.update(products).set({ deletedAt: new Date() }).where(eq(products.id, '102'));
    try {
      const cart = (await t.app.inject({ method: 'GET', url: '/api/carts', headers: auth(me.token) })).json<CartLine[]>();
      expect(cart.map((l) => [l.product._id, l.available, l.product.stock > 0])).toEqual([
        ['2', true, true],
        ['102', false, false],
      ]);
      const [gone] = await t.database.db.select({ name: products.name }).from(products).where(eq(products.id, '102'));
      const refused = await checkout(me.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ message: string }>().message).toBe(`${gone?.name} is no longer available. Please remove it from your cart.`);
      const line = cart.find((l) => l.product._id === '102');
      expect((await t.app.inject({ method: 'DELETE', url: `/api/carts/${line?._id}`, headers: auth(me.token) })).statusCode).toBe(200);
      expect((await checkout(me.token)).statusCode).toBe(201);
    } finally {
      await t.database.db.update(products).set({ deletedAt: null }).where(eq(products.id, '102'));
    }
  });
});

describe('GET /api/orders', () => {
  it('lists my orders newest first and hides others’ orders', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const other = await createSignedInCustomer(t.database.db);
    await addToCart(me.token, '1', 1);
    const a = (await checkout(me.token)).json<Order>();
    await addToCart(me.token, '2', 1);
    const b = (await checkout(me.token)).json<Order>();
    const mine = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: auth(me.token) })).json<Order[]>();
    expect(mine.map((o) => o._id)).toEqual([b._id, a._id]);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${a._id}`, headers: auth(me.token) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${a._id}`, headers: auth(other.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/not-an-id', headers: auth(me.token) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });
});

describe('order status', () => {
  /** A fresh Cash-on-Delivery order of `me`, put straight into `status` (the start of the move under test). */
  async function orderIn(token: string, status: OrderStatus): Promise<string> {
    await addToCart(token, '4', 1);
    const res = await checkout(token);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<Order>()._id;
    await t.database.db.update(orders).set({ status, stockReturnedAt: null }).where(eq(orders.id, id));
    return id;
  }

  it('lets staff make exactly the moves of the status table through the API, from every status to every other', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const allowed: string[] = [];
    for (const from of orderStatuses) {
      for (const to of orderStatuses) {
        const id = await orderIn(me.token, from);
        const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}`, headers: auth(staff.token), payload: { status: to } });
        expect([200, 409], `${from} -> ${to}: ${res.body}`).toContain(res.statusCode);
        const [row] = await t.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
        expect(row?.status, `${from} -> ${to}`).toBe(res.statusCode === 200 ? to : from);
        if (res.statusCode === 200) allowed.push(`${from} -> ${to}`);
      }
    }
    // The spec's staff moves, written out here rather than read from the table under test.
    expect(allowed).toEqual([
      'Pending payment -> Cancelled',
      'Processing -> Shipped',
      'Processing -> Cancelled',
      'Shipped -> Delivered',
      'Shipped -> Cancelled',
      'Cancelled -> Returned',
    ]);
    expect(allowed).toEqual(orderStatuses.flatMap((from) => orderTransitions[from].map((to) => `${from} -> ${to}`)));
  }, 120_000);

  it('lets the shopper cancel only an unpaid or Processing order of their own through the API', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const other = await createSignedInCustomer(t.database.db);
    const cancellable: OrderStatus[] = [];
    for (const from of orderStatuses) {
      const id = await orderIn(me.token, from);
      expect((await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: auth(other.token) })).statusCode).toBe(404);
      const res = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: auth(me.token) });
      expect([200, 409], `${from}: ${res.body}`).toContain(res.statusCode);
      if (res.statusCode === 200) cancellable.push(from);
    }
    expect(cancellable).toEqual(['Pending payment', 'Processing']);
    expect(cancellable).toEqual(orderStatuses.filter((from) => canTransition(from, 'Cancelled', 'shopper')));
  }, 60_000);

  it('gives the payment flow and the expiry job one move each, and puts stock back at most once per order', () => {
    const moves = (actor: 'payment' | 'system') =>
      orderStatuses.flatMap((from) => orderStatuses.filter((to) => canTransition(from, to, actor)).map((to) => `${from}->${to}`));
    // Only a verified payment marks an order paid; only the expiry job cancels for want of one.
    expect(moves('payment')).toEqual(['Pending payment->Processing']);
    expect(moves('system')).toEqual(['Pending payment->Cancelled']);
    expect(returnsStock('Cancelled', 'Pending payment')).toBe(true);
    expect(returnsStock('Cancelled', 'Processing')).toBe(true);
    expect(returnsStock('Cancelled', 'Shipped')).toBe(false);
    expect(returnsStock('Returned', 'Cancelled')).toBe(true);
  });

  it('keeps a shipped order’s stock out when staff cancel it, until they mark it returned, and returns it once', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const patch = (id: string, status: string) =>
      t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${id}`, headers: auth(staff.token), payload: { status } });
    await addToCart(me.token, '101', 2);
    const stock = await stockOf('101');
    const order = (await checkout(me.token)).json<Order>();
    expect((await patch(order._id, 'Shipped')).statusCode).toBe(200);
    const shopperCancel = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: auth(me.token) });
    expect(shopperCancel.statusCode).toBe(409);
    expect(shopperCancel.json<{ message: string }>().message).toBe('Only orders still being processed can be cancelled. Please contact support.');
    expect((await patch(order._id, 'Cancelled')).json<Order>().status).toBe('Cancelled');
    expect(await stockOf('101')).toBe(stock - 2);
    expect((await patch(order._id, 'Returned')).json<Order>().status).toBe('Returned');
    expect(await stockOf('101')).toBe(stock);
    expect((await patch(order._id, 'Returned')).statusCode).toBe(409);
    expect(await stockOf('101')).toBe(stock);

    // A Processing order cancelled has its stock back already: it can never be "returned" again.
    await addToCart(me.token, '101', 1);
    const early = (await checkout(me.token)).json<Order>();
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${early._id}/cancel`, headers: auth(me.token) })).statusCode).toBe(200);
    expect(await stockOf('101')).toBe(stock);
    const again = await patch(early._id, 'Returned');
    expect(again.statusCode).toBe(409);
    expect(again.json<{ message: string }>().message).toBe('The items of this order are already back in stock.');
    expect(await stockOf('101')).toBe(stock);
  });

  it('lets the shopper cancel a Processing order, returning the stock, and refuses moves not in the table', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await addToCart(me.token, '1', 2);
    const stock = await stockOf('1');
    const order = (await checkout(me.token)).json<Order>();
    expect(await stockOf('1')).toBe(stock - 2);
    const cancelled = await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: auth(me.token) });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Order>().status).toBe('Cancelled');
    expect(await stockOf('1')).toBe(stock);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${order._id}/cancel`, headers: auth(me.token) })).statusCode).toBe(409);
    await expect(changeOrderStatus(t.database.db, order._id, 'Shipped', null)).rejects.toMatchObject({ statusCode: 409 });

    await addToCart(me.token, '1', 1);
    const second = (await checkout(me.token)).json<Order>();
    expect((await changeOrderStatus(t.database.db, second._id, 'Shipped', null)).status).toBe('Shipped');
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${second._id}/cancel`, headers: auth(me.token) })).statusCode).toBe(409);
    expect((await changeOrderStatus(t.database.db, second._id, 'Delivered', null)).status).toBe('Delivered');
    await expect(changeOrderStatus(t.database.db, second._id, 'Processing', null)).rejects.toMatchObject({ statusCode: 409 });
  });
});

describe('account deletion and open orders', () => {
  it('refuses while an order is Processing or Shipped, naming them, and anonymises only closed orders', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const staff = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const remove = () => t.app.inject({ method: 'DELETE', url: '/api/auth/account', headers: auth(me.token), payload: { password: 'correct horse battery' } });
    await addToCart(me.token, '1', 1);
    const first = (await checkout(me.token)).json<Order>();
    await addToCart(me.token, '2', 1);
    const second = (await checkout(me.token)).json<Order>();
    await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${second._id}`, headers: auth(staff.token), payload: { status: 'Shipped' } });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toBe(
      `Your account still has open orders: #${first.number} (Processing), #${second.number} (Shipped). Cancel the ones still being processed, or wait until they are delivered, then delete your account.`,
    );
    const [kept] = await t.database.db.select({ userId: orders.userId, address: orders.address }).from(orders).where(eq(orders.id, second._id));
    expect(kept).toEqual({ userId: me.id, address });

    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${first._id}/cancel`, headers: auth(me.token) })).statusCode).toBe(200);
    await t.app.inject({ method: 'PATCH', url: `/api/admin/orders/${second._id}`, headers: auth(staff.token), payload: { status: 'Delivered' } });
    expect((await remove()).statusCode).toBe(200);
    const rows = await t.database.db
      .select({ userId: orders.userId, address: orders.address })
      .from(orders)
      .where(inArray(orders.id, [first._id, second._id]));
    for (const row of rows) expect(row).toMatchObject({ userId: null, address: { fullName: 'Deleted customer', line1: '' } });
  });
});
