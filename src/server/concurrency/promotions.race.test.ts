import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { orders } from '../db/schema/orders.js';
import { products } from '../db/schema/products.js';
import { promotionCustomerUses, promotions, promotionUses } from '../db/schema/promotions.js';
import { cartLines } from '../db/schema/shopping.js';
import { messageOf } from '../faults/http-client.js';
import { takePromotionUse } from '../modules/promotions/promotions.service.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, countStatuses, requestOn, startRaceShop, type RaceShop, type RaceUser } from './race-shop.js';

const address = { fullName: 'Asha Rao', phone: '9876543210', line1: '12 Lamington Road', city: 'Mumbai', state: 'Maharashtra', pincode: '400007' };
const CHECKOUTS = 20;
const LIMIT = 5;

describeOnPostgres('coupon usage limits under concurrent checkouts', () => {
  let shop: RaceShop;
  beforeAll(async () => {
    shop = await startRaceShop();
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it(`a coupon limited to ${LIMIT} uses: ${CHECKOUTS} shoppers check out with it at once on two servers, exactly ${LIMIT} orders are placed`, async () => {
    // A product of its own per shopper: no stock row lines the checkouts up, so they meet at the coupon's row.
    const picked = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null and stock > 0 order by id limit ${CHECKOUTS}`);
    const ids = picked.map((p) => p.id);
    expect(ids).toHaveLength(CHECKOUTS);
    await shop.db.update(products).set({ stock: 1000 }).where(inArray(products.id, ids));
    const [promo] = await shop.db.insert(promotions).values({ code: 'RACE5', name: 'Race five', kind: 'percent', value: 10, usageLimit: LIMIT }).returning();
    const shoppers: RaceUser[] = [];
    for (let i = 0; i < CHECKOUTS; i++) {
      const shopper = await createSignedInCustomer(shop.db);
      await shop.db.insert(cartLines).values({ userId: shopper.id, productId: ids[i]!, quantity: 1 });
      shoppers.push(shopper);
    }
    const results = await burst(CHECKOUTS, (i) =>
      requestOn(shop, i, '/api/orders', { method: 'POST', token: shoppers[i]!.token, body: { address, paymentMethod: 'cod', couponCode: 'race5' } }),
    );
    const placed = results.filter((r) => r.status === 201);
    expect(placed, results.map((r) => `${r.status} ${r.text}`).join('\n')).toHaveLength(LIMIT);
    for (const loser of results.filter((r) => r.status !== 201)) {
      // Lost the race in the UPDATE (409), or read the count after the fifth committed (422): never a 500, never a sixth.
      expect([409, 422]).toContain(loser.status);
      expect(messageOf(loser)).toMatch(/usage limit/);
    }
    const [row] = await shop.db.select({ used: promotions.usedCount }).from(promotions).where(eq(promotions.id, promo!.id));
    expect(row?.used).toBe(LIMIT);
    expect(await shop.db.select().from(promotionUses).where(eq(promotionUses.promotionId, promo!.id))).toHaveLength(LIMIT);
    const discounted = await shop.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.discountPaise} > 0`);
    expect(discounted).toHaveLength(LIMIT);
    const stock = await shop.db.select({ stock: products.stock }).from(products).where(inArray(products.id, ids));
    // The refused checkouts rolled back whole: only the placed orders took stock.
    expect(stock.reduce((a, r) => a + r.stock, 0)).toBe(1000 * CHECKOUTS - LIMIT);
    console.info(`[concurrency] ${CHECKOUTS} checkouts with a ${LIMIT}-use coupon on two servers: ${JSON.stringify(countStatuses(results))}`);
  });

  it("a per-customer limit of 2: one shopper's 20 simultaneous uses (20 orders' transactions) take exactly 2", async () => {
    const [promo] = await shop.db.insert(promotions).values({ code: 'MINE2', name: 'Two each', kind: 'fixed', value: 100, perCustomerLimit: 2 }).returning();
    const shopper = await createSignedInCustomer(shop.db);
    // One cart can only become one order at a time (its lines are locked), so the per-customer count is
    // raced here at the service: 20 transactions, each an order of this shopper taking its use.
    const made = await shop.db
      .insert(orders)
      .values(Array.from({ length: CHECKOUTS }, () => ({ userId: shopper.id, subtotalPaise: 1000, taxPaise: 0, totalPaise: 900, discountPaise: 100, address })))
      .returning({ id: orders.id });
    const discount = { promotion: promo!, discountPaise: 100, lineDiscountsPaise: [100] };
    const outcomes = await Promise.allSettled(made.map((o) => shop.db.transaction((tx) => takePromotionUse(tx, discount, shopper.id, o.id, new Date()))));
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(2);
    for (const o of outcomes) if (o.status === 'rejected') expect(String(o.reason)).toMatch(/already used coupon MINE2/);
    const [uses] = await shop.db
      .select({ uses: promotionCustomerUses.uses })
      .from(promotionCustomerUses)
      .where(eq(promotionCustomerUses.promotionId, promo!.id));
    expect(uses?.uses).toBe(2);
    const [row] = await shop.db.select({ used: promotions.usedCount }).from(promotions).where(eq(promotions.id, promo!.id));
    expect(row?.used).toBe(2);
  });
});
