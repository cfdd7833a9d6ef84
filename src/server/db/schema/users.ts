import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

export interface UserPreferences {
  orderUpdates: boolean;
  promotionalEmails: boolean;
  newsletter: boolean;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** What an admin may do (ADR 56): 'owner' | 'manager' | 'support'; an admin without one is an owner. */
    staffRole: text('staff_role'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    preferences: jsonb('preferences').$type<UserPreferences>().notNull().default({ orderUpdates: true, promotionalEmails: false, newsletter: false }),
    /** A trade buyer's GSTIN and legal name, saved from the last business checkout and offered at the next. */
    gstin: text('gstin'),
    gstLegalName: text('gst_legal_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // Emails are unique whatever their case: Asha@x.in and asha@x.in are one person.
  (t) => [uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`)],
);
