import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Failed sign-ins per account, kept in the database (not in process memory) so the
 * "10 per 15 minutes" limit holds across every server process.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('login_failures_email_idx').on(sql`lower(${t.email})`, t.createdAt)],
);
