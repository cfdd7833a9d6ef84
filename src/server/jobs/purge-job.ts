import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.js';

/** Hourly removal of rows whose time is over; the example of scheduled work that later jobs follow. */
export const PURGE_QUEUE = 'purge-expired';
/** At a quarter past every hour, India time. */
export const PURGE_SCHEDULE = { cron: '15 * * * *', tz: 'Asia/Kolkata' };

/** Sent mails are kept this long for support ("did the code go out?"), then deleted. */
export const MAIL_RETENTION_DAYS = 30;

/**
 * What is deleted, and why it is safe: each rule only looks at far younger rows (codes live minutes,
 * code and sign-in limit windows an hour, rate-limit windows an hour or less), so removing these
 * changes no answer. Mails keep names and addresses, so they go after MAIL_RETENTION_DAYS (and with
 * their account); codes are never in them (`[code not stored]`).
 */
const PURGES = {
  sessions: sql`delete from sessions where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'`,
  oneTimeCodes: sql`delete from one_time_codes where created_at < now() - interval '1 day'`,
  codeLimits: sql`delete from code_limits where window_started_at < now() - interval '1 hour'`,
  signInLimits: sql`delete from sign_in_limits where window_started_at < now() - interval '1 hour'`,
  rateLimits: sql`delete from rate_limits where reset_at < now() - interval '1 hour'`,
  outgoingMail: sql`delete from outgoing_mail where created_at < now() - make_interval(days => ${MAIL_RETENTION_DAYS})`,
  // Webhook event ids guard against repeats; Razorpay retries an event for 24 hours at most.
  paymentEvents: sql`delete from payment_events where received_at < now() - interval '7 days'`,
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

/** Registers the hourly schedule (an upsert: every worker may do it) and works its queue. */
export async function workPurgeQueue(boss: PgBoss, db: Db, log: FastifyBaseLogger): Promise<void> {
  await boss.schedule(PURGE_QUEUE, PURGE_SCHEDULE.cron, null, { tz: PURGE_SCHEDULE.tz, retryLimit: 3, retryDelay: 300 });
  await boss.work(PURGE_QUEUE, async () => {
    log.info({ purged: await purgeExpiredRows(db) }, 'purged expired rows');
  });
}
