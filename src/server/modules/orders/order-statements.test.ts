import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { orderLines } from '../../db/schema/orders.js';
import { products } from '../../db/schema/products.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';
import { insertOrderLines, lockAccount, takeStock } from './order-statements.js';

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
});
