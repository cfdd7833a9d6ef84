import { eq, inArray, sql } from 'drizzle-orm';
import { setTimeout as delay } from 'node:timers/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Order } from '../../shared/shopping/order.schema.js';
import { orders } from '../db/schema/orders.js';
import { products } from '../db/schema/products.js';
import { queryRows } from '../db/client.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, countStatuses, requestOn, startRaceShop, type RaceShop } from './race-shop.js';

const address = { fullName: 'Kiran Das', phone: '9876543210', line1: '4 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' };
const GUESTS = 12;

describeOnPostgres('guest checkouts and Buy Now race on two servers', () => {
  let shop: RaceShop;
  beforeAll(async () => {
    shop = await startRaceShop();
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('sells the last 3 items to 3 of 12 simultaneous guests, and answers the others 409', async () => {
    const [product] = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null order by id limit 1`);
    const id = product?.id ?? '';
    await shop.db.update(products).set({ stock: 3 }).where(eq(products.id, id));
    const results = await burst(GUESTS, (i) =>
      requestOn(shop, i, '/api/guest-orders', {
        method: 'POST',
        body: { email: `race-guest-${Date.now()}-${i}@example.in`, address, paymentMethod: 'cod', items: [{ productId: id, quantity: 1 }] },
      }),
    );
    const statuses = countStatuses(results);
    expect(statuses[201], results.map((r) => `${r.status} ${r.text}`).join('\n')).toBe(3);
    expect(statuses[409]).toBe(GUESTS - 3);
    const [row] = await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, id));
    expect(row?.stock).toBe(0);
    await shop.db.update(products).set({ stock: 100 }).where(eq(products.id, id));
    console.info(`[concurrency] ${GUESTS} guests for the last 3 items on two servers: ${JSON.stringify(statuses)}`);
  });

  it('makes one order for one guest Idempotency-Key retried at once on both servers', async () => {
    const [product] = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null and stock > 20 order by id limit 1`);
    const email = `race-retry-${Date.now()}@example.in`;
    const body = { email, address, paymentMethod: 'cod', items: [{ productId: product?.id ?? '', quantity: 1 }] };
    const results = await burst(GUESTS, (i) =>
      requestOn(shop, i, '/api/guest-orders', { method: 'POST', headers: { 'idempotency-key': 'guest-race-0001' }, body }),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created, results.map((r) => `${r.status} ${r.text}`).join('\n')).toHaveLength(1);
    const winner = (created[0]?.body as { _id: string })._id;
    for (const r of results) expect((r.body as { _id: string })._id).toBe(winner);
    expect(await shop.db.select({ id: orders.id }).from(orders).where(eq(orders.email, email))).toHaveLength(1);
  });

  it("never lets a guest's cancel by the signed link land on an order staff shipped, nor return its stock", async () => {
    const ORDERS = 20;
    const staff = await createSignedInCustomer(shop.db, { isAdmin: true });
    // A product the other races here leave alone, cheap enough for Cash on Delivery.
    const productId = '3';
    await shop.db.update(products).set({ stock: 1000 }).where(eq(products.id, productId));
    const placed: { order: Order; token: string }[] = [];
    for (let i = 0; i < ORDERS; i++) {
      const res = await requestOn(shop, i, '/api/guest-orders', {
        method: 'POST',
        body: { email: `race-cancel-${Date.now()}-${i}@example.in`, address, paymentMethod: 'cod', items: [{ productId, quantity: 1 }] },
      });
      expect(res.status, res.text).toBe(201);
      const body = res.body as Order & { orderToken: string };
      placed.push({ order: body, token: body.orderToken });
    }

    // For each order at once: staff mark it Shipped on one server, its guest cancels by the link on the other.
    const results = await burst(ORDERS * 2, (i) => {
      const { order, token } = placed[Math.floor(i / 2)] ?? placed[0]!;
      return i % 2 === 0
        ? requestOn(shop, i, `/api/admin/orders/${order._id}`, { method: 'PATCH', token: staff.token, body: { status: 'Shipped' } })
        : // Cancels spread over 0–80 ms: some land between the read and the write of a ship.
          delay(Math.floor(i / 2) * 4).then(() => requestOn(shop, i, `/api/guest-orders/${order._id}/cancel?token=${token}`, { method: 'POST' }));
    });

    const rows = await shop.db
      .select({ id: orders.id, status: orders.status, stockReturnedAt: orders.stockReturnedAt })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((p) => p.order._id),
        ),
      );
    let cancelled = 0;
    for (let k = 0; k < ORDERS; k++) {
      const shipped = results[2 * k];
      const cancel = results[2 * k + 1];
      const row = rows.find((r) => r.id === placed[k]?.order._id);
      // Exactly one of the two moves wins; the loser is told 409 in words, and the order shows the winner.
      expect([shipped?.status, cancel?.status].sort(), `${shipped?.text} / ${cancel?.text}`).toEqual([200, 409]);
      const loser = shipped?.status === 409 ? shipped : cancel;
      expect((loser?.body as { message?: string }).message).toMatch(
        /^(The order changed meanwhile\. Please reload and try again\.|Only orders still being processed can be cancelled\. Please contact support\.|An order that is Cancelled cannot become Shipped)$/,
      );
      expect(row?.status).toBe(shipped?.status === 200 ? 'Shipped' : 'Cancelled');
      expect(row?.stockReturnedAt !== null).toBe(row?.status === 'Cancelled');
      if (cancel?.status === 200) cancelled++;
    }
    const [stock] = await shop.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
    expect(stock?.stock).toBe(1000 - ORDERS + cancelled);
    console.info(`[concurrency] ${ORDERS} guest orders, ship and cancel by link at once on two servers: ${ORDERS - cancelled} shipped, ${cancelled} cancelled`);
  });
});
