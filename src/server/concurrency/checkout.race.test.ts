import { setTimeout as delay } from 'node:timers/promises';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../db/schema/orders.js';
import { products } from '../db/schema/products.js';
import { cartLines } from '../db/schema/shopping.js';
import { queryRows } from '../db/client.js';
import { messageOf } from '../faults/http-client.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, countStatuses, requestOn, startRaceShop, type RaceShop } from './race-shop.js';

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };
const CHECKOUTS = 20;
const CARTS = 5;

describeOnPostgres('checkouts of one cart race on two servers', () => {
  let shop: RaceShop;
  beforeAll(async () => {
    shop = await startRaceShop();
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('turns one cart into one order, takes its stock once, and tells every other checkout 409 "Your cart is empty"', async () => {
    const picked = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null order by id limit 2`);
    const ids = picked.map((p) => p.id);
    await shop.db.update(products).set({ stock: 1000 }).where(inArray(products.id, ids));
    let orderCount = 0;
    const tally: Record<number, number>[] = [];
    for (let c = 0; c < CARTS; c++) {
      const shopper = await createSignedInCustomer(shop.db);
      // A cart of two lines, checked out from two tabs and retried, all at once, on both servers.
      await shop.db.insert(cartLines).values(ids.map((productId) => ({ userId: shopper.id, productId, quantity: 2 })));
      const results = await burst(CHECKOUTS, (i) =>
        requestOn(shop, i, '/api/orders', { method: 'POST', token: shopper.token, body: { address, paymentMethod: 'cod' } }),
      );
      tally.push(countStatuses(results));
      expect(
        results.filter((r) => r.status === 201),
        results.map((r) => r.text).join('\n'),
      ).toHaveLength(1);
      for (const loser of results.filter((r) => r.status !== 201)) {
        expect(loser.status).toBe(409);
        expect(messageOf(loser)).toBe('Your cart is empty');
      }
      const placed = await shop.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.id));
      expect(placed).toHaveLength(1);
      orderCount += placed.length;
    }
    const stock = await shop.db.select({ stock: products.stock }).from(products).where(inArray(products.id, ids));
    // Each product was in every cart twice: one order per cart took it.
    for (const row of stock) expect(row.stock).toBe(1000 - 2 * CARTS);
    console.info(`[concurrency] ${CARTS} carts × ${CHECKOUTS} simultaneous checkouts on two servers: ${orderCount} orders, answers ${JSON.stringify(tally)}`);
  });

  it('answers one order per Idempotency-Key, and 422 to every request that reused it with another body', async () => {
    const [product] = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null order by id limit 1`);
    const shopper = await createSignedInCustomer(shop.db);
    await shop.db.insert(cartLines).values({ userId: shopper.id, productId: product?.id ?? '', quantity: 1 });
    const bodies = [
      { address, paymentMethod: 'cod' },
      { address: { ...address, line1: '7 Other Road' }, paymentMethod: 'cod' },
    ];
    const headers = { 'idempotency-key': 'race-key-0001' };
    const results = await burst(CHECKOUTS, (i) => requestOn(shop, i, '/api/orders', { method: 'POST', token: shopper.token, headers, body: bodies[i % 2] }));
    const created = results.filter((r) => r.status === 201);
    expect(created, results.map((r) => `${r.status} ${r.text}`).join('\n')).toHaveLength(1);
    const winner = created[0]?.body as { _id: string; address: { line1: string } };
    for (const [i, r] of results.entries()) {
      if (r.status === 201) continue;
      const sameBody = bodies[i % 2]?.address.line1 === winner.address.line1;
      // The winner's twins get its order back (200); the other body is refused, never given it.
      if (sameBody) expect((r.body as { _id: string })._id).toBe(winner._id);
      expect(r.status).toBe(sameBody ? 200 : 422);
    }
    expect(await shop.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.id))).toHaveLength(1);
    console.info(`[concurrency] ${CHECKOUTS} checkouts with one Idempotency-Key and two bodies: ${JSON.stringify(countStatuses(results))}`);
  });

  it('never anonymises an order still to ship: an account deleted while it checks out keeps its order or has none', async () => {
    const [product] = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null order by id limit 1`);
    const shoppers = await Promise.all(Array.from({ length: 15 }, () => createSignedInCustomer(shop.db)));
    for (const s of shoppers) await shop.db.insert(cartLines).values({ userId: s.id, productId: product?.id ?? '', quantity: 1 });
    // Node's client sends a DELETE body without a length unless told it.
    const deleteBody = { password: 'correct horse battery' };
    const results = await burst(shoppers.length * 2, (i) => {
      const s = shoppers[Math.floor(i / 2)] ?? shoppers[0]!;
      const k = Math.floor(i / 2);
      // Spread so that the early pairs check out first and the late ones delete first.
      return i % 2 === 0
        ? delay(k * 3).then(() => requestOn(shop, i, '/api/orders', { method: 'POST', token: s.token, body: { address, paymentMethod: 'cod' } }))
        : delay((shoppers.length - k) * 3).then(() =>
            requestOn(shop, i, '/api/auth/account', {
              method: 'DELETE',
              token: s.token,
              body: deleteBody,
              headers: { 'content-length': String(Buffer.byteLength(JSON.stringify(deleteBody))) },
            }),
          );
    });
    expect(
      results.filter((r) => r.status >= 500 || r.status === 0),
      results.map((r) => `${r.status} ${r.text}`).join('\n'),
    ).toEqual([]);
    const orphans = await queryRows<{ id: string }>(shop.db, sql`select id from orders where user_id is null and status in ('Processing', 'Shipped')`);
    expect(orphans).toEqual([]);
    console.info(
      `[concurrency] 15 checkouts each raced by its account's deletion, two servers: ${JSON.stringify(countStatuses(results))}, 0 open orders anonymised`,
    );
  });
});
