import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { prepareDatabase } from '../db/seed/prepare-database.js';
import { createScratchDatabase } from './scratch-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

let pgliteImage: Blob | undefined;

/**
 * A database of its own per test file: PGlite in memory, or a fresh database on the PostgreSQL
 * server, each a copy of the run's migrated and seeded template (api-global-setup.ts).
 */
async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB !== 'postgres' || !serverUrl) {
    pgliteImage ??= new Blob([readFileSync(inject('pgliteImage'))]);
    return { database: await openDatabase({ memory: true, image: pgliteImage }), drop: async () => undefined };
  }
  const scratch = await createScratchDatabase(serverUrl, 'wattson_test', inject('postgresTemplate'));
  return { database: await openDatabase({ url: scratch.url }), drop: scratch.drop };
}

export async function createTestApp(env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  // Pending migrations only: the template is current, this guards a template built mid-edit.
  await prepareDatabase(database);
  // Every injected request comes from 127.0.0.1: a generous IP budget unless a test sets its own.
  const dataDir = mkdtempSync(join(tmpdir(), 'wattson-test-'));
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', AUTH_IP_LIMIT_PER_HOUR: '100000', DATA_DIR: dataDir, ...env });
  const app = await buildApp({ config, database, logger: false, webDir: '/nonexistent-web-build' });
  await app.ready();
  // The catalog index reads the catalog in the background (ADR 36); tests start once it has.
  await app.catalogIndex.ready;
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
