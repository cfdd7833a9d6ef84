import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../db/client.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { describeOnPostgres } from './describe-on-postgres.js';
import { burst, countStatuses, requestOn, startRaceShop, type RaceShop } from './race-shop.js';

describeOnPostgres('blog categories race on two servers', () => {
  let shop: RaceShop;
  let owner = '';
  beforeAll(async () => {
    shop = await startRaceShop();
    owner = (await createSignedInCustomer(shop.db, { isAdmin: true })).token;
  }, 120_000);
  afterAll(async () => {
    await shop?.close();
  });

  it('ten creations of one name at once make one category', async () => {
    const results = await burst(10, (i) =>
      requestOn(shop, i, '/api/admin/blog-categories', { method: 'POST', token: owner, body: { name: i % 2 ? 'LED Retrofits' : 'led retrofits' } }),
    );
    console.info(`[concurrency] 10 creations of one blog category at once: ${JSON.stringify(countStatuses(results))}`);
    expect(countStatuses(results)).toEqual({ 201: 1, 409: 9 });
    const [row] = await queryRows<{ n: number }>(shop.db, sql`select count(*)::int as n from blog_categories where lower(name) = 'led retrofits'`);
    expect(row?.n).toBe(1);
  });

  it('a category deleted while posts are filed under it either goes with no post in it, or stays with every post saved', async () => {
    const created = await requestOn(shop, 0, '/api/admin/blog-categories', { method: 'POST', token: owner, body: { name: 'Earthing' } });
    expect(created.status).toBe(201);
    const { id } = created.body as { id: string };
    const results = await burst(11, (i) =>
      i === 5
        ? requestOn(shop, i, `/api/admin/blog-categories/${id}`, { method: 'DELETE', token: owner })
        : requestOn(shop, i, '/api/admin/blogs', {
            method: 'POST',
            token: owner,
            body: { title: `Earth pits ${i}`, category: 'Earthing', author: 'A', shortDescription: 'S', fullText: '<p>x</p>' },
          }),
    );
    const deleted = results[5]?.status;
    const saved = results.filter((r, i) => i !== 5 && r.status === 201).length;
    console.info(
      `[concurrency] delete of a blog category during 10 posts into it: delete ${deleted}, posts ${JSON.stringify(countStatuses(results.filter((_, i) => i !== 5)))}`,
    );
    expect(results.filter((_, i) => i !== 5).every((r) => r.status === 201 || r.status === 400)).toBe(true);
    const [row] = await queryRows<{ categories: number; posts: number }>(
      shop.db,
      sql`select (select count(*)::int from blog_categories where name = 'Earthing') as categories,
                 (select count(*)::int from blog_posts where category = 'Earthing') as posts`,
    );
    if (deleted === 200) expect(row).toEqual({ categories: 0, posts: 0 });
    else {
      expect(deleted).toBe(409);
      expect(row).toEqual({ categories: 1, posts: saved });
    }
  });
});
