import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { migrationsDir } from '../project-root.js';
import { listenWithReconnect } from './pg-listener.js';
import { createPool } from './pg-pool.js';

/** Both drivers speak the same PostgreSQL dialect; services only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'pg';
  db: Db;
  /**
   * What a library that speaks to PostgreSQL itself connects through (the job queue, jobs/job-queue.ts):
   * the embedded database's one connection, or the server's address for a pool of its own.
   */
  connection: { kind: 'pglite'; client: PGlite } | { kind: 'pg'; url: string };
  migrate(): Promise<void>;
  /**
   * Runs start-up work (seeding an empty database, creating the admin account) while holding a lock
   * every process sharing the database respects: servers starting together take turns, so the
   * later ones find the work done instead of failing on duplicate rows. Not re-entrant: `work`
   * must not take this lock again (nor call prepareDatabase, which takes it).
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Subscribes to a PostgreSQL NOTIFY channel (every process sharing the database hears it). A lost
   * connection is re-established, and onMessage runs then too, as notices may have been missed.
   */
  listen(channel: string, onMessage: (payload: string | undefined) => void): Promise<() => Promise<void>>;
  notify(channel: string): Promise<void>;
}

const CHANNEL = /^[a-z_]{1,40}$/;
function checkedChannel(channel: string): string {
  // LISTEN takes an identifier, not a parameter: only plain names are allowed through.
  if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
  return channel;
}

/** `image`: a dump of a data folder (`PGlite.dumpDataDir`) to start the in-memory database from. */
export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true; image?: Blob };

/** The extensions every embedded database loads (the migrations create pg_trgm). */
export const pgliteExtensions = { pg_trgm };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPg(target.url);
  if ('memory' in target) return openPglite(undefined, target.image);
  const dataDir = join(target.dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir, undefined);
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  const client = await PGlite.create({ dataDir, loadDataDir: image, extensions: pgliteExtensions });
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db,
    connection: { kind: 'pglite', client },
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    // One process owns an embedded database: there is nobody to take turns with.
    withStartupLock: (work) => work(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    listen: async (channel, onMessage) => client.listen(checkedChannel(channel), (payload) => onMessage(payload)),
    notify: async (channel) => {
      await client.query(`notify ${checkedChannel(channel)}`);
    },
  };
}

async function openPg(url: string): Promise<Database> {
  const pool = createPool(url);
  const db = drizzlePg({ client: pool });
  return {
    kind: 'pg',
    db,
    connection: { kind: 'pg', url },
    migrate: () => migrateWithoutTimeouts(url),
    withStartupLock: (work) => withAdvisoryLock(url, STARTUP_LOCK_KEY, work),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    listen: (channel, onMessage) => listenWithReconnect(url, checkedChannel(channel), onMessage),
    notify: async (channel) => {
      await pool.query(`notify ${checkedChannel(channel)}`);
    },
  };
}

/**
 * Fixed numbers, the same in every Wattson process: keys of the advisory locks held while migrating
 * and while seeding. Two keys, because the seeding lock is held while `migrate` takes its own.
 */
const MIGRATION_LOCK_KEY = 7_302_411_908;
const STARTUP_LOCK_KEY = 7_302_411_909;

/**
 * Holds a session-level advisory lock on a connection of its own (free of the request timeouts, as
 * the work may rebuild indexes on large tables) while `work` runs. Ending the session releases the
 * lock, even when the process dies half-way.
 */
async function withAdvisoryLock<T>(url: string, key: number, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * Servers starting together would each find the same pending migrations and race to apply them
 * (the losers fail on "already exists"); under the lock they take turns, and those that waited
 * find nothing left to do.
 */
async function migrateWithoutTimeouts(url: string): Promise<void> {
  await withAdvisoryLock(url, MIGRATION_LOCK_KEY, (client) => migratePg(drizzlePg({ client }), { migrationsFolder: migrationsDir }));
}

/** Raw SQL rows; both drivers answer `{ rows }`, which Drizzle's shared type cannot express. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
