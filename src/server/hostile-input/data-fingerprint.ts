import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/**
 * The shop's business data. Security bookkeeping (rate-limit counters, failed sign-ins, code
 * attempts, outgoing mail) is left out on purpose: a refused request is allowed to count itself.
 */
const MAIN_TABLES = [
  'products',
  'orders',
  'order_lines',
  'cart_lines',
  'users',
  'wishlist_entries',
  'blog_posts',
  'contact_messages',
  'newsletter_subscribers',
  'categories',
  'sessions',
  'admin_handoffs',
  'audit_log',
] as const;

export type Fingerprint = Record<string, string>;

/** One md5 per table over every column of every row: any insert, update or delete changes it. */
export async function dataFingerprint(db: Db): Promise<Fingerprint> {
  const columns = MAIN_TABLES.map((table) => `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${table} t) as ${table}`);
  const [row] = await queryRows<Fingerprint>(db, sql.raw(`select ${columns.join(', ')}`));
  if (!row) throw new Error('fingerprint query returned no row');
  return row;
}

/** The rows owned by one user: another user's requests must never change them. */
export async function userFingerprint(db: Db, userId: string): Promise<string> {
  const [row] = await queryRows<{ digest: string }>(
    db,
    sql`select md5(concat_ws('|',
      (select string_agg(u::text, ',') from users u where u.id = ${userId}),
      (select string_agg(c::text, ',' order by c.id) from cart_lines c where c.user_id = ${userId}),
      (select string_agg(w::text, ',' order by w.id) from wishlist_entries w where w.user_id = ${userId}),
      (select string_agg(o::text, ',' order by o.id) from orders o where o.user_id = ${userId}),
      (select string_agg(s::text, ',' order by s.id) from sessions s where s.user_id = ${userId})
    )) as digest`,
  );
  return row?.digest ?? '';
}

/** Names the tables whose digest differs, for a readable failure. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  return Object.keys(before).filter((table) => before[table] !== after[table]);
}
