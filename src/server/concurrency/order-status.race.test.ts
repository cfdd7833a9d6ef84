import { eq, inArray, sql } from 'drizzle-orm';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '../../shared/shopping/order.schema.js';
import { orderLines, orders } from '../db/schema/orders.js';
import { products } from '../db/schema/products.js';
import { queryRows } from '../db/client.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, requestOn, startRaceShop, type RaceShop, type RaceUser } from './race-shop.js';

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };
const ORDERS = 30;

describeOnPostgres('order status moves race on two servers', () => {
  let shop: RaceShop;
  let staff: RaceUser;
  beforeAll(async () => {
    shop = await startRaceShop();
    staff = await createSignedInCustomer(shop.db, { isAdmin: true });
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  async function placeOrders(productId: string, count: number): Promise<{ shopper: RaceUser; order: Order }[]> {
    const placed: { shopper: RaceUser; order: Order }[] = [];
    for (let i = 0; i < count; i++) {
      const shopper = await createSignedInCustomer(shop.db);
      const added = await requestOn(shop, i, '/api/carts/add', { method: 'POST', token: shopper.token, body: { productId, quantity: 1 } });
      expect(added.status, added.text).toBe(201);
      const res = await requestOn(shop, i, '/api/orders', { method: 'POST', token: shopper.token, body: { address, paymentMethod: 'cod' } });
      expect(res.status, res.text).toBe(201);
      placed.push({ shopper, order: res.body as Order });
    }
    return placed;
  }

  it("never lets a shopper's cancel land on an order staff shipped, nor return its stock", async () => {
    const [product] = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null order by id desc limit 1`);
    const productId = product?.id ?? '';
    await shop.db.update(products).set({ stock: 1000 }).where(eq(products.id, productId));
    const placed = await placeOrders(productId, ORDERS);

    // For each order at once: staff mark it Shipped on one server, its shopper cancels on the other.
    const results = await burst(placed.length * 2, (i) => {
      const { shopper, order } = placed[Math.floor(i / 2)] ?? placed[0]!;
      return i % 2 === 0
        ? requestOn(shop, i, `/api/admin/orders/${order._id}`, { method: 'PATCH', token: staff.token, body: { status: 'Shipped' } })
        : // Cancels spread over 0–120 ms: some land between the read and the write of a ship.
          delay(Math.floor(i / 2) * 4).then(() => requestOn(shop, i, `/api/orders/${order._id}/cancel`, { method: 'POST', token: shopper.token }));
    });

    const ids = placed.map((p) => p.order._id);
    const rows = await shop.db
      .select({ id: orders.id, status: orders.status, stockReturnedAt: orders.stockReturnedAt })
      .from(orders)
      .where(inArray(orders.id, ids));
    let cancelled = 0;
    let bothWon = 0;
    for (let k = 0; k < placed.length; k++) {
      const shipped = results[2 * k];
      const cancel = results[2 * k + 1];
      if (shipped?.status === 200 && cancel?.status === 200) bothWon++;
      if (cancel?.status === 200) cancelled++;
    }
    console.info(
      `[concurrency] ${ORDERS} orders, ship and cancel at once on two servers: ${ORDERS - cancelled} shipped, ${cancelled} cancelled, ${bothWon} both`,
    );
    // Exactly one of the two moves wins; the loser is told 409, and the order shows the winner.
    expect(bothWon).toBe(0);
    for (let k = 0; k < placed.length; k++) {
      const shipped = results[2 * k];
      const cancel = results[2 * k + 1];
      const row = rows.find((r) => r.id === placed[k]?.order._id);
      expect([shipped?.status, cancel?.status].sort(), `${shipped?.text} / ${cancel?.text}`).toEqual([200, 409]);
      expect(row?.status).toBe(shipped?.status === 200 ? 'Shipped' : 'Cancelled');
      expect(row?.stockReturnedAt !== null).toBe(row?.status === 'Cancelled');
    }
    const [stock] = await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    expect(stock?.stock).toBe(1000 - ORDERS + cancelled);
  });

  it('returns the stock of a cancelled parcel once, however many staff mark it returned at once', async () => {
    const [product] = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null order by id desc limit 1 offset 1`);
    const productId = product?.id ?? '';
    await shop.db.update(products).set({ stock: 1000 }).where(eq(products.id, productId));
    const [placed] = await placeOrders(productId, 1);
    const order = placed?.order;
    if (!order) throw new Error('no order');
    for (const status of ['Shipped', 'Cancelled']) {
      const res = await requestOn(shop, 0, `/api/admin/orders/${order._id}`, { method: 'PATCH', token: staff.token, body: { status } });
      expect(res.status, res.text).toBe(200);
    }
    const results = await burst(20, (i) =>
      requestOn(shop, i, `/api/admin/orders/${order._id}`, { method: 'PATCH', token: staff.token, body: { status: 'Returned' } }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const [line] = await shop.db.select({ quantity: orderLines.quantity }).from(orderLines).where(eq(orderLines.orderId, order._id));
    const [stock] = await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    expect(stock?.stock).toBe(1000 - 1 + (line?.quantity ?? 0));
  });
});
