import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orders } from '../db/schema/orders.js';
import { products } from '../db/schema/products.js';
import { queryRows } from '../db/client.js';
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
});
