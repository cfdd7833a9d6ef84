import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Sign-in attempts per (lower-cased email, client) and per email across clients (client '*'), in
 * 15-minute windows. Each attempt is counted by one upsert before the password is checked, so
 * parallel requests on any process each see their own number (ADR 16).
 */
export const signInLimits = pgTable(
  'sign_in_limits',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] }), check('sign_in_limits_attempts_check', sql`${t.attempts} >= 0`)],
);

/** Clients (IP addresses) that have signed in to an account: past the per-account ceiling, their right password still works. */
export const signInClients = pgTable(
  'sign_in_clients',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    client: text('client').notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.client] })],
);
