import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { prepareDatabase } from '../db/seed/prepare-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/** A database of its own per test file: PGlite in memory, or a fresh database on the PostgreSQL server. */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    return { database: await openDatabase({ memory: true }), drop: async () => undefined };
  }
  const name = `wattson_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await prepareDatabase(database);
  // Every injected request comes from 127.0.0.1: a generous IP budget unless a test sets its own.
  const dataDir = mkdtempSync(join(tmpdir(), 'wattson-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_IP_LIMIT_PER_HOUR: '100000', DATA_DIR: dataDir, ...env });
  const app = await buildApp({ config, database, logger: false, webDir: '/nonexistent-web-build' });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
