import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contactMessages, newsletterSubscribers } from '../../db/schema/content.js';
import { HttpError } from '../../plugins/error-handler.js';
import { isUuid } from '../../db/uuid.js';

export async function listMessages(db: Db) {
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(500);
  return rows.map((m) => ({
    _id: m.id,
    fullName: m.fullName,
    email: m.email,
    phone: m.phone,
    subject: m.subject,
    message: m.message,
    handled: m.handledAt !== null,
    createdAt: m.createdAt.toISOString(),
  }));
}

export async function setMessageHandled(db: Db, id: string, handled: boolean): Promise<void> {
  if (!isUuid(id)) throw new HttpError(404, 'Message not found');
  const updated = await db
    .update(contactMessages)
    .set({ handledAt: handled ? sql`now()` : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  if (updated.length === 0) throw new HttpError(404, 'Message not found');
}

/** A spreadsheet cell starting with = + - @ would run as a formula; a leading quote keeps it text. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

export async function newsletterCsv(db: Db): Promise<string> {
  const rows = await db
    .select({ email: newsletterSubscribers.email, createdAt: newsletterSubscribers.createdAt })
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.unsubscribedAt))
    .orderBy(newsletterSubscribers.createdAt);
  return ['email,subscribed_at', ...rows.map((r) => `${csvCell(r.email)},${r.createdAt.toISOString()}`)].join('\r\n') + '\r\n';
}
