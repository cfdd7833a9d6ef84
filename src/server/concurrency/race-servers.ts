import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client.js';
import { httpRequest, type HttpResult } from '../faults/http-client.js';
import { killAllServers, startReadyServer, type ServerProcess } from '../faults/server-process.js';
import { createRaceDatabase, type RaceDatabase } from './race-database.js';

export interface RaceServers {
  race: RaceDatabase;
  database: Database;
  /** Two server processes on the one race database: a limit must hold across them. */
  servers: [ServerProcess, ServerProcess];
}

/** For a describeOnPostgres suite: a race database, two servers on it, and a connection to check invariants. */
export function useRaceServers(env: Record<string, string> = {}): () => RaceServers {
  let state: RaceServers | undefined;
  beforeAll(async () => {
    const race = await createRaceDatabase();
    const database = await race.open();
    const servers = await Promise.all([startReadyServer({ ...race.serverEnv, ...env }), startReadyServer({ ...race.serverEnv, ...env })]);
    state = { race, database, servers: [servers[0], servers[1]] };
  });
  afterAll(async () => {
    await killAllServers();
    await state?.database.close();
    await state?.race.drop();
  });
  return () => {
    if (!state) throw new Error('race servers not started');
    return state;
  };
}

/** `count` POSTs of `body` fired at once, alternating between the two servers. */
export function burst(servers: readonly ServerProcess[], count: number, path: string, body: (i: number) => unknown): Promise<HttpResult[]> {
  return Promise.all(
    Array.from({ length: count }, (_, i) => httpRequest(`${servers[i % servers.length]?.url ?? ''}${path}`, { method: 'POST', body: body(i), timeoutMs: 60_000 })),
  );
}

/** How many answers had each status, e.g. { 200: 95, 429: 5 }. */
export function statusCounts(results: readonly HttpResult[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of results) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
