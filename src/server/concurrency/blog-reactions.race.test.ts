import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, countStatuses, requestOn, startRaceShop, type RaceShop } from './race-shop.js';

const POST = 'smart-home-retrofit-bengaluru';

describeOnPostgres('blog views and likes race on two servers', () => {
  let shop: RaceShop;
  beforeAll(async () => {
    shop = await startRaceShop();
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  async function counts(): Promise<{ views: number; likes: number }> {
    const [row] = await queryRows<{ views: number; likes: number }>(
      shop.db,
      sql`select views, (select count(*)::int from blog_reactions where post_id = ${POST} and kind = 'like') as likes from blog_posts where id = ${POST}`,
    );
    return { views: Number(row?.views ?? 0), likes: Number(row?.likes ?? 0) };
  }

  it('loses no view when many arrive at once', async () => {
    const before = await counts();
    const results = await burst(60, (i) => requestOn(shop, i, `/api/blogs/${POST}/view`, { method: 'POST' }));
    const after = await counts();
    console.info(`[concurrency] 60 views at once, two servers: ${before.views} → ${after.views}, answers ${JSON.stringify(countStatuses(results))}`);
    expect(countStatuses(results)).toEqual({ 204: 60 });
    expect(after.views).toBe(before.views + 60);
  });

  it('one shopper liking many times at once is one like; many shoppers are many', async () => {
    const before = await counts();
    const me = await createSignedInCustomer(shop.db);
    const mine = await burst(30, (i) => requestOn(shop, i, `/api/blogs/${POST}/like`, { method: 'PUT', token: me.token }));
    expect(countStatuses(mine)).toEqual({ 200: 30 });
    expect((await counts()).likes).toBe(before.likes + 1);

    const others = await Promise.all(Array.from({ length: 10 }, () => createSignedInCustomer(shop.db)));
    const theirs = await burst(20, (i) => requestOn(shop, i, `/api/blogs/${POST}/like`, { method: 'PUT', token: others[i % 10]!.token }));
    expect(countStatuses(theirs)).toEqual({ 200: 20 });
    const after = await counts();
    console.info(`[concurrency] 30 likes by one shopper and 20 by ten others at once, two servers: likes ${before.likes} → ${after.likes}`);
    expect(after.likes).toBe(before.likes + 11);
  });
});
