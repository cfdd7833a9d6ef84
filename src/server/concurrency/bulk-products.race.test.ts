import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { orderLines } from '../db/schema/orders.js';
import { products } from '../db/schema/products.js';
import { cartLines } from '../db/schema/shopping.js';
import { queryRows } from '../db/client.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, countStatuses, requestOn, startRaceShop, type RaceShop } from './race-shop.js';

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };

describeOnPostgres('bulk product actions race checkouts on two servers', () => {
  let shop: RaceShop;
  let admin: { token: string };
  let ids: string[] = [];
  beforeAll(async () => {
    shop = await startRaceShop();
    admin = await createSignedInCustomer(shop.db, { isAdmin: true });
    const picked = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null and status = 'active' order by id limit 4`);
    ids = picked.map((p) => p.id);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('loses no unit when bulk "add to stock" runs while shoppers check out the same products', async () => {
    await shop.db.update(products).set({ stock: 100 }).where(inArray(products.id, ids));
    const SHOPPERS = 24;
    const BULKS = 6;
    const tokens: string[] = [];
    for (let s = 0; s < SHOPPERS; s++) {
      const shopper = await createSignedInCustomer(shop.db);
      // Every cart holds two of the products, in both orders of id, so row locks are taken across the set.
      const mine = s % 2 === 0 ? [ids[0], ids[1]] : [ids[1], ids[2]];
      await shop.db.insert(cartLines).values(mine.map((productId) => ({ userId: shopper.id, productId: productId ?? '', quantity: 1 })));
      tokens.push(shopper.token);
    }
    const body = { selection: { kind: 'ids', ids }, change: { action: 'addStock', delta: 10 }, expectedCount: ids.length };
    const results = await burst(SHOPPERS + BULKS, (i) =>
      i % 5 === 0 && i / 5 < BULKS
        ? requestOn(shop, i, '/api/admin/products/bulk', { method: 'POST', token: admin.token, body })
        : requestOn(shop, i, '/api/orders', { method: 'POST', token: tokens.pop() ?? '', body: { address, paymentMethod: 'cod' } }),
    );
    const counts = countStatuses(results);
    console.info(
      `[concurrency] ${BULKS} bulk +10 stock on ${ids.length} products during ${SHOPPERS} checkouts, two servers: answers ${JSON.stringify(counts)}`,
    );
    expect(counts).toEqual({ 200: BULKS, 201: SHOPPERS });

    const sold = await shop.db
      .select({ productId: orderLines.productId, n: sql<number>`sum(${orderLines.quantity})::int` })
      .from(orderLines)
      .where(inArray(orderLines.productId, ids))
      .groupBy(orderLines.productId);
    const soldOf = (id: string) => sold.find((row) => row.productId === id)?.n ?? 0;
    const stock = await shop.db.select({ id: products.id, stock: products.stock }).from(products).where(inArray(products.id, ids));
    for (const row of stock) expect(row.stock, row.id).toBe(100 + BULKS * 10 - soldOf(row.id));
    expect(soldOf(ids[0] ?? '') + soldOf(ids[1] ?? '') + soldOf(ids[2] ?? '')).toBe(SHOPPERS * 2);
  });

  it('applies concurrent price rises one after another (none overwrites another) and audits each once', async () => {
    const [product] = ids;
    await shop.db
      .update(products)
      .set({ pricePaise: 100_000 })
      .where(eq(products.id, product ?? ''));
    const RISES = 8;
    const body = { selection: { kind: 'ids', ids }, change: { action: 'adjustPrice', percent: 10 }, expectedCount: ids.length };
    const results = await burst(RISES, (i) => requestOn(shop, i, '/api/admin/products/bulk', { method: 'POST', token: admin.token, body }));
    expect(countStatuses(results)).toEqual({ 200: RISES });
    let expected = 100_000;
    for (let i = 0; i < RISES; i++) expected = Math.round((expected * 110) / 100);
    const [after] = await shop.db
      .select({ pricePaise: products.pricePaise })
      .from(products)
      .where(eq(products.id, product ?? ''));
    expect(after?.pricePaise).toBe(expected);
    const [audits] = await queryRows<{ n: number }>(
      shop.db,
      sql`select count(*)::int as n from audit_log where action = 'product.bulk' and details->>'action' = 'adjustPrice'`,
    );
    expect(audits?.n).toBe(RISES);
  });
});
