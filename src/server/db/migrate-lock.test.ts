import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../project-root.js';
import { createScratchDatabase } from '../test/scratch-database.js';
import { openDatabase, queryRows, type Database } from './client.js';
import { ensureAdminAccount } from './seed/admin-account.js';
import { seedCategories } from './seed/catalog/categories.js';
import { seedProducts } from './seed/catalog/all-products.js';
import { prepareDatabase } from './seed/prepare-database.js';

const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };

/**
 * Several handles on one empty database, as several server processes starting at once would have:
 * on PostgreSQL separate connection pools to a fresh database, migrating concurrently. PGlite lives
 * inside one process, so starts cannot overlap: there the same database is migrated by one start
 * after another, each later one finding nothing left to do.
 */
let handles: Database[] = [];
let concurrent = false;
let drop: () => Promise<void> = async () => undefined;

beforeAll(async () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    const database = await openDatabase({ memory: true });
    handles = [database, database, database];
    drop = () => database.close();
    return;
  }
  const scratch = await createScratchDatabase(serverUrl, 'wattson_migrate');
  handles = await Promise.all([1, 2, 3].map(() => openDatabase({ url: scratch.url })));
  concurrent = true;
  drop = async () => {
    await Promise.all(handles.map((handle) => handle.close()));
    await scratch.drop();
  };
});
afterAll(async () => {
  await drop();
});

/** Runs one start-up step on every handle: all at once on PostgreSQL, one start after another on PGlite. */
async function onEveryHandle<T>(step: (handle: Database) => Promise<T>): Promise<string[]> {
  const outcomes: PromiseSettledResult<T>[] = [];
  if (concurrent) outcomes.push(...(await Promise.allSettled(handles.map(step))));
  else for (const handle of handles) outcomes.push(...(await Promise.allSettled([step(handle)])));
  return outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason) : 'ok'));
}

async function countOf(table: 'categories' | 'products' | 'users' | 'drizzle.__drizzle_migrations'): Promise<number> {
  const db = handles[0]?.db;
  if (!db) throw new Error('no database handle');
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`);
  return row?.n ?? -1;
}

describe('start-up on a shared database', () => {
  it('applies the migrations exactly once when several servers start at the same moment', async () => {
    expect(await onEveryHandle((handle) => handle.migrate())).toEqual(['ok', 'ok', 'ok']);
    expect(await countOf('drizzle.__drizzle_migrations')).toBe(journal.entries.length);
    expect(await countOf('products')).toBe(0);
  });

  it('seeds the empty catalog and creates the admin account once', async () => {
    // The same steps as main.ts.
    const outcomes = await onEveryHandle(async (handle) => {
      await prepareDatabase(handle);
      await handle.withStartupLock(() => ensureAdminAccount(handle.db, 'owner@wattson.test', 'a-long-admin-password'));
    });
    expect(outcomes).toEqual(['ok', 'ok', 'ok']);
    expect(await countOf('categories')).toBe(seedCategories.length);
    expect(await countOf('products')).toBe(seedProducts.length);
    expect(await countOf('users')).toBe(1);
  });
});
