import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { createOrderWith } from '../test/delivered-order.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, countStatuses, requestOn, startRaceShop, type RaceShop } from './race-shop.js';

describeOnPostgres('reviews, helpful votes and back-in-stock mails race on two servers', () => {
  let shop: RaceShop;
  let admin: { token: string };
  let productIds: string[] = [];
  beforeAll(async () => {
    shop = await startRaceShop();
    admin = await createSignedInCustomer(shop.db, { isAdmin: true });
    const picked = await queryRows<{ id: string }>(
      shop.db,
      sql`select id from products where deleted_at is null and status = 'active' and stock > 0 order by id limit 3`,
    );
    productIds = picked.map((p) => p.id);
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  async function buyer(productId: string) {
    const shopper = await createSignedInCustomer(shop.db);
    await createOrderWith(shop.db, shopper.id, [productId]);
    return shopper;
  }

  it("one shopper's reviews sent at once make one; many shoppers' reviews all count in the product's rating", async () => {
    const productId = productIds[0] ?? '';
    const me = await buyer(productId);
    const mine = await burst(10, (i) =>
      requestOn(shop, i, `/api/products/${productId}/reviews`, { method: 'POST', token: me.token, body: { rating: 5, comment: `Try ${i}` } }),
    );
    expect(countStatuses(mine)).toEqual({ 201: 1, 409: 9 });

    const others = await Promise.all(Array.from({ length: 12 }, () => buyer(productId)));
    const theirs = await burst(12, (i) =>
      requestOn(shop, i, `/api/products/${productId}/reviews`, {
        method: 'POST',
        token: others[i]?.token ?? '',
        body: { rating: (i % 5) + 1, comment: `Shopper ${i}` },
      }),
    );
    expect(countStatuses(theirs)).toEqual({ 201: 12 });
    const [product] = await queryRows<{ rating: number; review_count: number; rating_source: string; expected: number }>(
      shop.db,
      sql`select rating, review_count, rating_source,
            (select round(avg(rating)::numeric, 1)::float8 from product_reviews where product_id = ${productId}) as expected
          from products where id = ${productId}`,
    );
    console.info(`[concurrency] 10 reviews by one shopper and 12 by others at once, two servers: product ${JSON.stringify(product)}`);
    expect(Number(product?.review_count)).toBe(13);
    expect(Number(product?.rating)).toBe(Number(product?.expected));
    expect(product?.rating_source).toBe('reviews');
  });

  it('many helpful votes by one shopper at once count once; votes by different shoppers all count', async () => {
    const productId = productIds[1] ?? '';
    const writer = await buyer(productId);
    const created = await requestOn(shop, 0, `/api/products/${productId}/reviews`, {
      method: 'POST',
      token: writer.token,
      body: { rating: 4, comment: 'Solid' },
    });
    expect(created.status).toBe(201);
    const reviewId = (created.body as { _id: string })._id;
    const helpful = async () => {
      const [row] = await queryRows<{ helpful_count: number; votes: number }>(
        shop.db,
        sql`select helpful_count, (select count(*)::int from review_helpful_votes where review_id = ${reviewId}) as votes from product_reviews where id = ${reviewId}`,
      );
      return { count: Number(row?.helpful_count), votes: Number(row?.votes) };
    };

    const me = await createSignedInCustomer(shop.db);
    const mine = await burst(30, (i) => requestOn(shop, i, `/api/reviews/${reviewId}/helpful`, { method: 'PUT', token: me.token }));
    expect(countStatuses(mine)).toEqual({ 200: 30 });
    expect(await helpful()).toEqual({ count: 1, votes: 1 });

    const others = await Promise.all(Array.from({ length: 20 }, () => createSignedInCustomer(shop.db)));
    const theirs = await burst(40, (i) => requestOn(shop, i, `/api/reviews/${reviewId}/helpful`, { method: 'PUT', token: others[i % 20]?.token ?? '' }));
    expect(countStatuses(theirs)).toEqual({ 200: 40 });
    const after = await helpful();
    console.info(`[concurrency] 30 helpful votes by one shopper, then 40 by twenty others at once, two servers: ${JSON.stringify(after)}`);
    expect(after).toEqual({ count: 21, votes: 21 });
  });

  it('restocks at once on two servers mail each back-in-stock subscriber exactly once', async () => {
    const productId = productIds[2] ?? '';
    await shop.db.execute(sql`update products set stock = 0 where id = ${productId}`);
    const emails = Array.from({ length: 8 }, (_, i) => `restock-${i}-${Date.now()}@example.in`);
    for (const [i, email] of emails.entries()) {
      const res = await requestOn(shop, i, `/api/products/${productId}/stock-alerts`, { method: 'POST', body: { email } });
      expect(res.status, res.text).toBe(201);
    }
    const restocks = await burst(12, (i) =>
      requestOn(shop, i, `/api/admin/products/${productId}/stock`, {
        method: 'POST',
        token: admin.token,
        body: { delta: 1, reason: 'Delivery from supplier' },
      }),
    );
    expect(countStatuses(restocks)).toEqual({ 200: 12 });
    const mails = await queryRows<{ to_address: string; n: number }>(
      shop.db,
      sql`select to_address, count(*)::int as n from outgoing_mail where subject like 'Back in stock:%' and to_address like 'restock-%' group by to_address`,
    );
    const open = await queryRows<{ n: number }>(
      shop.db,
      sql`select count(*)::int as n from stock_alerts where product_id = ${productId} and notified_at is null`,
    );
    console.info(`[concurrency] 12 restocks at once, two servers, 8 subscribers: mails ${JSON.stringify(mails.map((m) => m.n))}`);
    expect(mails.map((m) => m.to_address).sort()).toEqual([...emails].sort());
    expect(mails.every((m) => Number(m.n) === 1)).toBe(true);
    expect(Number(open[0]?.n)).toBe(0);
  });
});
