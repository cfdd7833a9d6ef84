import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { seedProducts } from '../../db/seed/catalog/all-products.js';
import { generateProducts, randomGenerator } from '../../db/seed/generated-products.js';
import { toProductRow } from '../../db/seed/seed-catalog.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const random = randomGenerator(7);
  const now = Date.now();
  for (let offset = 0; offset < 6000; offset += 1000) {
    await t.database.db.insert(products).values(generateProducts(seedProducts, 1000, offset, random).map((p) => toProductRow(p, now)));
  }
  await t.database.db.execute(sql`analyze products`);
}, 240_000);
afterAll(async () => {
  await t?.close();
});

/** The statements the catalog API runs on every page view, as PostgreSQL plans them at catalog scale. */
const hotQueries: Record<string, string> = {
  'category page, featured order': `select id from products where deleted_at is null and category_slug = 'lighting' order by is_featured desc, is_best_seller desc, rating desc, id limit 24`,
  'whole catalog, featured order': `select id from products where deleted_at is null order by is_featured desc, is_best_seller desc, rating desc, id limit 24`,
  'price low to high': `select id from products where deleted_at is null order by price_paise, id limit 24`,
  'category by price': `select id from products where deleted_at is null and category_slug = 'fans' order by price_paise, id limit 24`,
  newest: `select id from products where deleted_at is null order by created_at desc, id limit 24`,
  'sub-category': `select id from products where deleted_at is null and category_slug = 'lighting' and sub_category = 'ceiling' limit 24`,
  detail: `select id from products where id = '1' and deleted_at is null`,
};

/**
 * Searches: on a table this small PostgreSQL rightly prefers a sequential scan (at 100 000 products
 * it picks the GIN index, see bench/README.md), so here the check is that an index *can* answer them:
 * with sequential scans priced out, a non-indexable condition would still show one.
 */
const searchQueries: Record<string, string> = {
  'word search, by relevance': `select id from products where deleted_at is null and search @@ to_tsquery('english', 'havells:* & ambrose:*') order by ts_rank_cd(search, to_tsquery('english', 'havells:* & ambrose:*')) desc, id limit 24`,
  'typo search': `select id from products where deleted_at is null and 'havels ambrose' <% lower(name) order by word_similarity('havels ambrose', lower(name)) desc, id limit 24`,
};

describe('query plans of the hot catalog reads', () => {
  it.each(Object.entries(searchQueries))('%s can be answered from an index', async (_name, query) => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return (await queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain ${query}`))).map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).not.toMatch(/Seq Scan on products/);
  });

  it.each(Object.entries(hotQueries))('%s reads products through an index, not a sequential scan', async (_name, query) => {
    const plan = (await queryRows<{ 'QUERY PLAN': string }>(t.database.db, sql.raw(`explain ${query}`))).map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).not.toMatch(/Seq Scan on products/);
  });
});
