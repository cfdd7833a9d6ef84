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

/** Both drivers speak the same PostgreSQL dialect; services only ever see this type. */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  kind: 'pglite' | 'pg';
  db: Db;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Subscribes to a PostgreSQL NOTIFY channel (every process sharing the database hears it). */
  listen(channel: string, onMessage: () => void): Promise<() => Promise<void>>;
  notify(channel: string): Promise<void>;
}

const CHANNEL = /^[a-z_]{1,40}$/;
function checkedChannel(channel: string): string {
  // LISTEN takes an identifier, not a parameter: only plain names are allowed through.
  if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
  return channel;
}

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('url' in target) return openPg(target.url);
  const dataDir = 'dataDir' in target ? join(target.dataDir, 'pglite') : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return openPglite(dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client });
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
    listen: async (channel, onMessage) => client.listen(checkedChannel(channel), onMessage),
    notify: async (channel) => {
      await client.query(`notify ${checkedChannel(channel)}`);
    },
  };
}

async function openPg(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000 });
  // An idle client's network error must not crash the process; the next query reports it instead.
  pool.on('error', () => undefined);
  const db = drizzlePg({ client: pool });
  return {
    kind: 'pg',
    db,
    migrate: () => migratePg(db, { migrationsFolder: migrationsDir }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    listen: async (channel, onMessage) => {
      const listener = new pg.Client({ connectionString: url });
      listener.on('error', () => undefined);
      await listener.connect();
      listener.on('notification', (message) => {
        if (message.channel === channel) onMessage();
      });
      await listener.query(`listen ${checkedChannel(channel)}`);
      return () => listener.end();
    },
    notify: async (channel) => {
      await pool.query(`notify ${checkedChannel(channel)}`);
    },
  };
}

/** Raw SQL rows; both drivers answer `{ rows }`, which Drizzle's shared type cannot express. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
