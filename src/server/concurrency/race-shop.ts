import type { Database } from '../db/client.js';
import { httpRequest, type HttpOptions, type HttpResult } from '../faults/http-client.js';
import { killAllServers, startReadyServer, type ServerProcess } from '../faults/server-process.js';
import { createSignedInCustomer } from '../test/test-users.js';
import { createRaceDatabase, type RaceDatabase } from './race-database.js';

export interface RaceShop {
  database: RaceDatabase;
  /** Opened as the server opens it: to prepare data and to check invariants afterwards. */
  db: Database['db'];
  /** Two server processes on the one database: state that must hold is shared through it alone. */
  servers: ServerProcess[];
  close(): Promise<void>;
}

/** A race database with two real servers started on it (faults/server-process.ts). */
export async function startRaceShop(serverCount = 2): Promise<RaceShop> {
  const database = await createRaceDatabase();
  const opened = await database.open();
  const servers = await Promise.all(Array.from({ length: serverCount }, () => startReadyServer(database.serverEnv)));
  return {
    database,
    db: opened.db,
    servers,
    close: async () => {
      await killAllServers();
      await opened.close();
      await database.drop();
    },
  };
}

export type RaceUser = Awaited<ReturnType<typeof createSignedInCustomer>>;

/** Request `i` of a burst goes to server `i mod n`, so the racers are split across processes. */
export function requestOn(shop: RaceShop, i: number, path: string, options: HttpOptions = {}): Promise<HttpResult> {
  const server = shop.servers[i % shop.servers.length];
  if (!server) throw new Error('no server');
  return httpRequest(`${server.url}${path}`, { timeoutMs: 60_000, ...options });
}

/** Fires every request of a burst at once and waits for all the answers. */
export function burst(count: number, fire: (i: number) => Promise<HttpResult>): Promise<HttpResult[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => fire(i)));
}

export function countStatuses(results: HttpResult[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
  return counts;
}
