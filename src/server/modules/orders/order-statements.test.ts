import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { queryRows } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { outgoingMail } from '../../db/schema/outgoing-mail.js';
import { products } from '../../db/schema/products.js';
import { cartLines } from '../../db/schema/shopping.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { insertOrderLines, lockAccount, takeCartLines, takeStock } from './order-statements.js';
import { placeOrder } from './orders.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

async function product(id: string) {
  const [row] = await t.database.db
    .select({ name: products.name, stock: products.stock, pricePaise: products.pricePaise })
    .from(products)
    .where(eq(products.id, id));
  if (!row) throw new Error(`no product ${id}`);
  return row;
}

// Statements built once per process run with each call's own values, in a transaction or on the pool.
describe('the checkout statements built once', () => {
  it('take each call’s product and quantity, and nothing when the stock is short', async () => {
    const [one, two] = [await product('1'), await product('2')];
    await t.database.db.transaction(async (tx) => {
      const [first] = await takeStock(tx, { productId: '1', quantity: 2 });
      const [second] = await takeStock(tx, { productId: '2', quantity: 1 });
      expect(first).toMatchObject({ name: one.name, pricePaise: one.pricePaise });
      expect(second).toMatchObject({ name: two.name, pricePaise: two.pricePaise });
      expect(first?.transactionId).toMatch(/^\d+$/);
      expect(await takeStock(tx, { productId: '2', quantity: two.stock })).toEqual([]);
    });
    expect((await product('1')).stock).toBe(one.stock - 2);
    expect((await product('2')).stock).toBe(two.stock - 1);
  });

  it('tell an account’s used Idempotency-Key from a new one', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const key = randomUUID();
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${me.token}`, 'idempotency-key': key },
      payload: { address, paymentMethod: 'cod', buyNow: { productId: '3', quantity: 1 } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await lockAccount(t.database.db, { userId: me.id, idempotencyKey: key })).toEqual([{ id: me.id, keyUsed: true }]);
    expect(await lockAccount(t.database.db, { userId: me.id, idempotencyKey: randomUUID() })).toEqual([{ id: me.id, keyUsed: false }]);
    expect(await lockAccount(t.database.db, { userId: me.id, idempotencyKey: null })).toEqual([{ id: me.id, keyUsed: false }]);
    expect(await lockAccount(t.database.db, { userId: randomUUID(), idempotencyKey: null })).toEqual([]);
  });

  it('insert lines of any count with the values given, and a column left out takes its default', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { address, paymentMethod: 'cod', buyNow: { productId: '4', quantity: 1 } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json<Order>()._id;
    const line = (productId: string, quantity: number) => ({
      orderId,
      productId,
      name: `Line ${productId}`,
      unitPricePaise: 100,
      quantity,
      lineTotalPaise: 100 * quantity,
      hsn: '8536',
    });
    const single = await insertOrderLines(t.database.db, [{ ...line('1', 1), imageUrl: '/a.jpg', gstRateBp: 1800 }]);
    const pair = await t.database.db.transaction((tx) => insertOrderLines(tx, [line('2', 2), { ...line('4', 3), imageUrl: undefined }]));
    expect(single).toEqual([expect.objectContaining({ orderId, productId: '1', quantity: 1, imageUrl: '/a.jpg', gstRateBp: 1800, discountPaise: 0 })]);
    expect(pair).toEqual([
      expect.objectContaining({ productId: '2', quantity: 2, lineTotalPaise: 200, imageUrl: '', gstRateBp: 0 }),
      expect.objectContaining({ productId: '4', quantity: 3, lineTotalPaise: 300, imageUrl: '' }),
    ]);
    const stored = await t.database.db
      .select({ productId: orderLines.productId, quantity: orderLines.quantity })
      .from(orderLines)
      .where(
        inArray(
          orderLines.id,
          [...single, ...pair].map((l) => l.id),
        ),
      );
    expect(stored.sort((a, b) => a.productId.localeCompare(b.productId))).toEqual([
      { productId: '1', quantity: 1 },
      { productId: '2', quantity: 2 },
      { productId: '4', quantity: 3 },
    ]);
  });

  it('take a cart whole: its lines answered and gone, and back when the order rolls back', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await t.database.db.insert(cartLines).values([
      { userId: me.id, productId: '401', quantity: 2 },
      { userId: me.id, productId: '1', quantity: 1 },
    ]);
    const inCart = () =>
      t.database.db.select({ productId: cartLines.productId, quantity: cartLines.quantity }).from(cartLines).where(eq(cartLines.userId, me.id));
    const rolledBack = new Error('the order failed');
    await expect(
      t.database.db.transaction(async (tx) => {
        const taken = await takeCartLines(tx, { userId: me.id });
        expect(taken.sort((a, b) => a.productId.localeCompare(b.productId))).toEqual([
          { productId: '1', quantity: 1 },
          { productId: '401', quantity: 2 },
        ]);
        expect(await tx.select().from(cartLines).where(eq(cartLines.userId, me.id))).toEqual([]);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await inCart()).length).toBe(2);
    await t.database.db.transaction((tx) => takeCartLines(tx, { userId: me.id }));
    expect(await inCart()).toEqual([]);
  });
});

// What the route commits with an order (its confirmation mail, or an online order's expiry) is in the
// order's transaction: the order is placed with it or not at all.
describe('what commits with a new order', () => {
  const mailsTo = async (email: string) =>
    (await t.database.db.select({ subject: outgoingMail.subject }).from(outgoingMail).where(eq(outgoingMail.toAddress, email))).map((m) => m.subject);

  it('is queued in the order’s transaction: a failure there leaves no order, the stock and the cart as they were', async () => {
    const me = await createSignedInCustomer(t.database.db);
    await t.database.db.insert(cartLines).values({ userId: me.id, productId: '402', quantity: 1 });
    const before = await product('402');
    const queueFailed = new Error('the mail could not be queued');
    const buyer = { id: me.id, email: me.email };
    const body = { address: { ...address, state: 'Maharashtra' as const }, paymentMethod: 'cod' as const };
    await expect(
      placeOrder(t.database.db, buyer, body, undefined, {
        sellerState: 'Maharashtra',
        whenPlaced: async (tx, order) => {
          await t.app.jobs.queueMailIn(tx, { to: me.email, subject: `Order ${order.number}`, text: 'placed' });
          throw queueFailed;
        },
      }),
    ).rejects.toBe(queueFailed);
    expect((await product('402')).stock).toBe(before.stock);
    expect(await t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, me.id))).toEqual([]);
    expect(await t.database.db.select({ productId: cartLines.productId }).from(cartLines).where(eq(cartLines.userId, me.id))).toEqual([{ productId: '402' }]);
    expect(await mailsTo(me.email)).toEqual([]);

    const placed = await placeOrder(t.database.db, buyer, body, undefined, {
      sellerState: 'Maharashtra',
      whenPlaced: (tx, order) => t.app.jobs.queueMailIn(tx, { to: me.email, subject: `Order ${order.number}`, text: 'placed' }),
    });
    expect(placed.created).toBe(true);
    expect(await mailsTo(me.email)).toEqual([`Order ${placed.order.number}`]);
    const jobs = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'mail' and data->>'mailId' in (select id::text from outgoing_mail where to_address = ${me.email})`,
    );
    expect(jobs).toEqual([{ n: 1 }]);
    expect((await product('402')).stock).toBe(before.stock - 1);
    expect(
      await t.database.db
        .select()
        .from(cartLines)
        .where(and(eq(cartLines.userId, me.id), eq(cartLines.productId, '402'))),
    ).toEqual([]);
  });

  it('sends the confirmation of a Cash-on-Delivery order placed through the API once', async () => {
    const me = await createSignedInCustomer(t.database.db);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: `Bearer ${me.token}` },
      payload: { address, paymentMethod: 'cod', buyNow: { productId: '403', quantity: 1 } },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const subjects = await mailsTo(me.email);
    expect(subjects).toHaveLength(1);
    expect(subjects[0]).toContain(String(placed.json<Order>().number));
  });
});
