import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Emailed 6-digit codes, stored hashed and bound to an email and a purpose. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_lookup_idx').on(sql`lower(${t.email})`, t.purpose, t.createdAt),
    check('one_time_codes_purpose_check', sql`${t.purpose} in ('signup', 'admin_signin', 'password_reset')`),
    check('one_time_codes_attempts_check', sql`${t.failedAttempts} >= 0`),
  ],
);
