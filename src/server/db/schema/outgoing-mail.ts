import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/** Every mail the shop sends, kept for the dev mailbox and for support ("did the code go out?"). */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Headers of the mail's own (List-Unsubscribe, ADR 67), sent with it however late its job runs. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outgoing_mail_to_idx').on(sql`lower(${t.toAddress})`, t.createdAt),
    check('outgoing_mail_status_check', sql`${t.status} in ('queued', 'sent', 'failed', 'logged')`),
  ],
);
