import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createScratchDatabase } from '../test/scratch-database.js';

export type Engine = 'pglite' | 'postgres';

/** Plain SQL for the checks, the same on both engines (both answer `{ rows }`). */
export interface SqlSession {
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/**
 * Where a spawned server keeps its data: a fresh PGlite folder, or a fresh database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped afterwards), like the API tests do.
 * PGlite allows one process at a time, so the test opens it only while no server runs.
 */
export interface FaultStore {
  engine: Engine;
  /** DATA_DIR or DATABASE_URL for the server process. */
  serverEnv: Record<string, string>;
  /** The PostgreSQL URL of this database (postgres only), e.g. for a proxy's target. */
  url?: string;
  /** Opens it the way the server does, to prepare data with the real services. */
  openDatabase(): Promise<Database>;
  /** Opens it for raw SQL (with amcheck loaded on PGlite). */
  openSql(): Promise<SqlSession>;
  drop(): Promise<void>;
}

export async function createFaultStore(engine: Engine): Promise<FaultStore> {
  return engine === 'pglite' ? pgliteStore() : postgresStore();
}

function pgliteStore(): FaultStore {
  const dataDir = mkdtempSync(join(tmpdir(), 'wattson-faults-'));
  // Already migrated and seeded (global-setup.ts): the server and prepareShop find it ready.
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  return {
    engine: 'pglite',
    serverEnv: { DATA_DIR: dataDir },
    openDatabase: () => openDatabase({ dataDir }),
    openSql: async () => {
      const client = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm, amcheck } });
      return {
        query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
        close: () => client.close(),
      };
    },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function postgresStore(): Promise<FaultStore> {
  // *.postgres.test.ts files run only when it is set (vitest.config.ts).
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const scratch = await createScratchDatabase(serverUrl, 'wattson_faults');
  const databaseUrl = scratch.url;
  return {
    engine: 'postgres',
    serverEnv: { DATABASE_URL: databaseUrl },
    url: databaseUrl,
    openDatabase: () => openDatabase({ url: databaseUrl }),
    openSql: async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return {
        query: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
        close: () => client.end(),
      };
    },
    drop: scratch.drop,
  };
}
