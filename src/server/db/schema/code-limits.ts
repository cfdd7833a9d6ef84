import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per (email, purpose, client) and one per (email, purpose) across clients (client '*'),
 * each holding that hour's budget: codes issued and guesses made.
 * Every change is one conditional upsert on this row, so parallel requests on any number of server
 * processes queue on its row lock instead of all reading "under the limit" (ADR 15).
 */
export const codeLimits = pgTable(
  'code_limits',
  {
    /** Lower-cased. */
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    /** The requesting client's IP, or '*' for the flow's ceiling across clients (ADR 15). */
    client: text('client').notNull().default('*'),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
    codesIssued: integer('codes_issued').notNull().default(0),
    guesses: integer('guesses').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.email, t.purpose, t.client] }), check('code_limits_counts_check', sql`${t.codesIssued} >= 0 and ${t.guesses} >= 0`)],
);
