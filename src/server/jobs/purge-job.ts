import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.js';

/** Nightly removal of rows whose time is over; the example of scheduled work that later jobs follow. */
export const PURGE_QUEUE = 'purge-expired';
/** 03:30 in India, when the shop is quietest. */
export const PURGE_SCHEDULE = { cron: '30 3 * * *', tz: 'Asia/Kolkata' };

/**
 * What is deleted, and why it is safe: each table's rules only look at far younger rows (codes and
 * sign-in failures count the last hour at most, rate-limit windows are an hour or less), so removing
 * these changes no answer. Outgoing mail is kept: support reads it ("did the code go out?").
 */
const PURGES = {
  sessions: sql`delete from sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`,
  oneTimeCodes: sql`delete from one_time_codes where expires_at < now() - interval '2 days'`,
  loginFailures: sql`delete from login_failures where created_at < now() - interval '2 days'`,
  rateLimits: sql`delete from rate_limits where reset_at < now() - interval '1 hour'`,
};

export type PurgeCounts = Record<keyof typeof PURGES, number>;

/** One statement per table, each atomic on its own; a purge interrupted half-way is finished by the next. */
export async function purgeExpiredRows(db: Db): Promise<PurgeCounts> {
  const counts = {} as PurgeCounts;
  for (const [table, statement] of Object.entries(PURGES) as [keyof typeof PURGES, (typeof PURGES)[keyof typeof PURGES]][]) {
    const result: unknown = await db.execute(statement);
    // node-postgres says rowCount, PGlite affectedRows.
    const { rowCount, affectedRows } = result as { rowCount?: number | null; affectedRows?: number };
    counts[table] = Number(rowCount ?? affectedRows ?? 0);
  }
  return counts;
}

/** Registers the nightly schedule (an upsert: every worker may do it) and works its queue. */
export async function workPurgeQueue(boss: PgBoss, db: Db, log: FastifyBaseLogger): Promise<void> {
  await boss.schedule(PURGE_QUEUE, PURGE_SCHEDULE.cron, null, { tz: PURGE_SCHEDULE.tz, retryLimit: 3, retryDelay: 300 });
  await boss.work(PURGE_QUEUE, async () => {
    log.info({ purged: await purgeExpiredRows(db) }, 'purged expired rows');
  });
}
