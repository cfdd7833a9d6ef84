import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../shared/shopping/cart.schema.js';
import { products } from '../db/schema/products.js';
import { cartLines } from '../db/schema/shopping.js';
import { queryRows } from '../db/client.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, countStatuses, requestOn, startRaceShop, type RaceShop } from './race-shop.js';

describeOnPostgres('cart adds race on two servers', () => {
  let shop: RaceShop;
  let productId = '';
  beforeAll(async () => {
    shop = await startRaceShop();
    const [product] = await queryRows<{ id: string }>(shop.db, sql`select id from products where deleted_at is null order by id desc limit 1 offset 2`);
    productId = product?.id ?? '';
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  async function lineQuantity(userId: string): Promise<number> {
    const [line] = await shop.db
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .where(and(eq(cartLines.userId, userId), eq(cartLines.productId, productId)));
    return line?.quantity ?? 0;
  }

  it('never puts more in a line than the stock, however many adds arrive at once', async () => {
    await shop.db.update(products).set({ stock: 10 }).where(eq(products.id, productId));
    const me = await createSignedInCustomer(shop.db);
    const results = await burst(40, (i) => requestOn(shop, i, '/api/carts/add', { method: 'POST', token: me.token, body: { productId, quantity: 1 } }));
    const counts = countStatuses(results);
    console.info(`[concurrency] 40 adds of 1 at once, stock 10, two servers: line ${await lineQuantity(me.id)}, answers ${JSON.stringify(counts)}`);
    expect(await lineQuantity(me.id)).toBe(10);
    expect(counts).toEqual({ 201: 10, 409: 30 });
  });

  it(`never puts more than ${MAX_LINE_QUANTITY} in a line, however many adds arrive at once`, async () => {
    await shop.db.update(products).set({ stock: 100_000 }).where(eq(products.id, productId));
    const me = await createSignedInCustomer(shop.db);
    const results = await burst(40, (i) => requestOn(shop, i, '/api/carts/add', { method: 'POST', token: me.token, body: { productId, quantity: 100 } }));
    const counts = countStatuses(results);
    console.info(`[concurrency] 40 adds of 100 at once, stock 100000, two servers: line ${await lineQuantity(me.id)}, answers ${JSON.stringify(counts)}`);
    expect(await lineQuantity(me.id)).toBe(900);
    expect(counts).toEqual({ 201: 9, 400: 31 });
  });
});
