import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss, type ConstructorOptions } from 'pg-boss';
import type { Database } from '../db/client.js';

/** pg-boss keeps its tables in a schema of its own, beside the shop's (installed and migrated by pg-boss at start). */
export const JOB_SCHEMA = 'pgboss';

export interface JobQueueOptions {
  log: FastifyBaseLogger;
  /**
   * Whether this process also runs the queue's upkeep (retries of expired jobs, deletion of old ones)
   * and its schedules. Processes that only send jobs leave that to the worker.
   */
  worker: boolean;
  /** Shown in pg-boss's instance registry: which kind of process this is. */
  instanceName: string;
}

function connectionOptions(database: Database, instanceName: string): ConstructorOptions {
  const { connection } = database;
  if (connection.kind === 'pglite') return { db: fromPglite(connection.client), backend: 'pglite' };
  // A small pool of its own: a worker holds one connection while it fetches, the rest is upkeep.
  return { connectionString: connection.url, max: 3, application_name: `wattson-${instanceName}` };
}

/** Settings every instance shares. The shop's queues hold hundreds of rows, not millions: no index rebuilds to plan around. */
const common = { schema: JOB_SCHEMA, reindex: false } satisfies ConstructorOptions;

/**
 * The shop's job queue: pg-boss on the shop's own database, the embedded one included (pg-boss's
 * PGlite backend shares PGlite's one connection). Starting it installs or migrates its schema.
 */
export async function startJobQueue(database: Database, options: JobQueueOptions): Promise<PgBoss> {
  const boss = new PgBoss({
    ...connectionOptions(database, options.instanceName),
    ...common,
    instanceName: options.instanceName,
    supervise: options.worker,
    schedule: options.worker,
  });
  // pg-boss reports failures of its own loops (polling, upkeep) as events; unheard, they would crash the process.
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning) => options.log.warn({ warning }, 'job queue warning'));
  await boss.start();
  return boss;
}

/**
 * Installs or migrates pg-boss's schema with the shop's migrations (db/seed/prepare-database.ts), so
 * a server starts on a ready schema and every test database copied from the template carries it.
 * Errors throw here, at start-up, rather than as events.
 */
export async function installJobQueue(database: Database): Promise<void> {
  const boss = new PgBoss({ ...connectionOptions(database, 'install'), ...common, supervise: false, schedule: false, registerInstance: false });
  await boss.start();
  await boss.stop();
}
