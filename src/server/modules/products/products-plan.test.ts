import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productListQuerySchema } from '../../../shared/catalog/product.schema.js';
import { queryRows, type Database, type Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { seedProducts } from '../../db/seed/catalog/all-products.js';
import { generateProducts, randomGenerator } from '../../db/seed/generated-products.js';
import { toProductRow } from '../../db/seed/seed-catalog.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getProduct, listProducts, suggestProducts } from './products.service.js';
import { loadBatch, rowsById } from './catalog-index/catalog-rows.js';

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

interface Statement {
  query: string;
  params: unknown[];
}

/** A second Drizzle handle on the test's own connection that writes down every statement the service sends. */
function recordingDb(database: Database, into: Statement[]): Db {
  const logger = { logQuery: (query: string, params: unknown[]) => into.push({ query, params }) };
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return database.kind === 'pglite' ? drizzlePglite({ client: client as PGlite, logger }) : drizzlePg({ client: client as pg.Pool, logger });
}

/** The statement with its parameters written in as literals, so EXPLAIN can plan it as sent. */
function withLiterals({ query, params }: Statement): string {
  return query.replace(/\$(\d+)\b/g, (_match, n: string) => {
    const value = params[Number(n) - 1];
    if (typeof value === 'number' || typeof value === 'boolean') return String(value);
    if (typeof value === 'string') return `'${value.replaceAll("'", "''")}'`;
    throw new Error(`a parameter this test cannot write as a literal: ${JSON.stringify(value)}`);
  });
}

/** The statements that read rows of products (not the page's count), as the service built them for this call. */
async function productReads(call: (db: Db) => Promise<unknown>): Promise<string[]> {
  const sent: Statement[] = [];
  await call(recordingDb(t.database, sent));
  // The search index's own load reads every listed product once per process by design (ADR 33); searches read cards by primary key.
  const reads = sent.filter(
    (s) => /^select/i.test(s.query) && /from "products"/.test(s.query) && !/count\(\*\)/.test(s.query) && !/jsonb_each_text/.test(s.query),
  );
  expect(reads.length, 'the call read products').toBeGreaterThan(0);
  return reads.map(withLiterals);
}

async function plan(statement: string, seqScanPricedOut = false): Promise<string> {
  return t.database.db.transaction(async (tx) => {
    if (seqScanPricedOut) await tx.execute(sql`set local enable_seqscan = off`);
    return (await queryRows<{ 'QUERY PLAN': string }>(tx, sql.raw(`explain ${statement}`))).map((r) => r['QUERY PLAN']).join('\n');
  });
}

const list = (query: Record<string, string>) => (db: Db) => listProducts(db, productListQuerySchema.parse(query));

/**
 * The SQL listing (products.service.ts): searches use it on every request; lists without search words
 * are answered by the catalog index (ADR 36), which is tested equal to it. As PostgreSQL plans it at catalog scale.
 */
const hotCalls: Record<string, (db: Db) => Promise<unknown>> = {
  'category page, featured order': list({ category: 'lighting' }),
  'whole catalog, featured order': list({}),
  'price low to high': list({ sort: 'price-low' }),
  'category by price': list({ category: 'fans', sort: 'price-low' }),
  newest: list({ sort: 'newest' }),
  'sub-category': list({ category: 'lighting', sub: 'ceiling' }),
  detail: (db) => getProduct(db, '1'),
};

/**
 * What the catalog index (ADR 36) reads: a category's rows in keyset batches at start, and the rows
 * a change notice names. Lists without search words are answered from it, not by SQL per request.
 */
const indexReads: Record<string, (db: Db) => Promise<unknown>> = {
  'catalog index: a category batch after a keyset position': (db) => loadBatch(db, 'lighting', { sub: 'ceiling', id: 'g100' }, 500),
  'catalog index: the products a change notice names': (db) => rowsById(db, ['1', 'g42', 'g4242']),
};

/**
 * Searches: on a table this small PostgreSQL rightly prefers a sequential scan (at 100 000 products
 * it picks the GIN index, see bench/README.md), so here the check is that an index *can* answer them:
 * with sequential scans priced out, a non-indexable condition would still show one.
 */
const searchCalls: Record<string, (db: Db) => Promise<unknown>> = {
  'word search, by relevance': list({ q: 'havells ambrose' }),
  'typo search (words first, then names that resemble)': list({ q: 'havels ambrose' }),
  'search in stock (the SQL search)': list({ q: 'havells ambrose', inStock: 'true' }),
};

describe('query plans of the hot catalog reads, as the service builds them', () => {
  it.each(Object.entries(searchCalls))('%s can be answered from an index', async (_name, call) => {
    for (const statement of await productReads(call)) {
      expect(await plan(statement, true), statement).not.toMatch(/Seq Scan on products/);
    }
  });

  it('the type-ahead reads no table once the search index is built (ADR 33)', async () => {
    await suggestProducts(t.database.db, 'philips');
    const sent: Statement[] = [];
    const recording = recordingDb(t.database, sent);
    await suggestProducts(recording, 'philips');
    sent.length = 0;
    expect((await suggestProducts(recording, 'philips')).length).toBeGreaterThan(0);
    // At most the index's look for changed rows (every 5 s), never a read of product rows for the answer.
    expect(sent.filter((statement) => /from "products"/.test(statement.query))).toEqual([]);
  });

  it.each(Object.entries(indexReads))('%s can be answered from an index', async (_name, call) => {
    for (const statement of await productReads(call)) {
      expect(await plan(statement, true), statement).not.toMatch(/Seq Scan on products/);
    }
  });

  it.each(Object.entries(hotCalls))('%s reads products through an index, not a sequential scan', async (_name, call) => {
    for (const statement of await productReads(call)) {
      expect(await plan(statement), statement).not.toMatch(/Seq Scan on products/);
    }
  });

  it('an attribute filter can be answered from the GIN index on typed_specs (ADR 24)', async () => {
    const sent: Statement[] = [];
    const filters = { values: { base: ['E27'] }, ranges: {}, brands: [] };
    await listProducts(recordingDb(t.database, sent), productListQuerySchema.parse({}), filters);
    const counted = sent.find((s) => /count\(\*\)/.test(s.query) && /from "products"/.test(s.query));
    expect(counted?.query).toContain('"typed_specs" @>');
    expect(await plan(withLiterals(counted as Statement), true)).toMatch(/Bitmap Index Scan on products_typed_specs_idx/);
  });

  it('plans the statement the service sent, its filters written in', async () => {
    const [statement] = await productReads(list({ category: 'lighting', minPrice: '100' }));
    expect(statement).toContain(`"products"."category_slug" = 'lighting'`);
    expect(statement).toContain(`"products"."price_paise" >= 10000`);
    expect(statement).toMatch(/limit 24/i);
  });
});
