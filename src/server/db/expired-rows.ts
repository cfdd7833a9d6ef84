import { sql } from 'drizzle-orm';
import type { Db } from './client.js';

/** Sent mails are kept this long for support ("did the code go out?"), then deleted. */
export const MAIL_RETENTION_DAYS = 30;

/**
 * Deletes what no longer serves anyone: old mails (names, addresses), codes past their day, and
 * limit windows that are over. Idempotent, so every server process may run it.
 */
export async function purgeExpiredRows(db: Db): Promise<void> {
  await db.execute(sql`delete from outgoing_mail where created_at < now() - make_interval(days => ${MAIL_RETENTION_DAYS})`);
  await db.execute(sql`delete from one_time_codes where created_at < now() - interval '1 day'`);
  await db.execute(sql`delete from code_limits where window_started_at < now() - interval '1 hour'`);
  await db.execute(sql`delete from sign_in_limits where window_started_at < now() - interval '1 hour'`);
}
