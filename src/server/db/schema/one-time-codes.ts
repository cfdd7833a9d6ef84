import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/** Emailed 6-digit codes, stored hashed and bound to an email and a purpose; a new one revokes the earlier live ones. */
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
    /** A sign-up's password and name, applied only when this code verifies (never before: ADR 15). */
    pendingPasswordHash: text('pending_password_hash'),
    pendingUsername: text('pending_username'),
    /** An admin code is bound to the sign-in that asked for it: sha256 of the opaque challenge id (ADR 16). */
    challengeHash: text('challenge_hash'),
    /** An email-change code is sent to the new address and works only for the account that asked for it. */
    pendingUserId: uuid('pending_user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_codes_challenge_idx').on(t.challengeHash),
    index('one_time_codes_lookup_idx').on(sql`lower(${t.email})`, t.purpose, t.createdAt),
    check('one_time_codes_purpose_check', sql`${t.purpose} in ('signup', 'admin_signin', 'password_reset', 'email_change')`),
    check('one_time_codes_attempts_check', sql`${t.failedAttempts} >= 0`),
  ],
);
