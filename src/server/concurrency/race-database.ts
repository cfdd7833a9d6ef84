import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createScratchDatabase } from '../test/scratch-database.js';

export interface RaceDatabase {
  /** DATABASE_URL for server processes started on it (faults/server-process.ts). */
  url: string;
  serverEnv: Record<string, string>;
  /** Opens it the way the server does, to prepare data and check invariants with the real services. */
  open(): Promise<Database>;
  drop(): Promise<void>;
}

/** A copy of the run's migrated, seeded template on the PostgreSQL server of TEST_DATABASE_URL. */
export async function createRaceDatabase(): Promise<RaceDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set (use describeOnPostgres)');
  const scratch = await createScratchDatabase(serverUrl, 'wattson_race', inject('postgresTemplate'));
  return { url: scratch.url, serverEnv: { DATABASE_URL: scratch.url }, open: () => openDatabase({ url: scratch.url }), drop: scratch.drop };
}
