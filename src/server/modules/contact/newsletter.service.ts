import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { NewsletterSubscriberPage, NewsletterSubscriberQuery } from '../../../shared/admin/admin-newsletter.schema.js';
import type { NewsletterSource } from '../../../shared/content/newsletter.schema.js';
import type { Db } from '../../db/client.js';
import { newsletterSubscribers } from '../../db/schema/content.js';
import { isUuid } from '../../db/uuid.js';
import { HttpError } from '../../plugins/error-handler.js';
import type { QueueMailIn } from '../grievances/grievances.service.js';
import { unsubscribeLinks } from './newsletter-links.js';
import { newsletterWelcomeMail } from './newsletter-mails.js';

/**
 * The newsletter has one list, newsletter_subscribers (ADR 67): the footer box and the profile's switch
 * both write it, and the profile shows what the list says. `preferences.newsletter` is kept as a mirror
 * by the account's own switch and by every unsubscribe, in the same transaction as the row; a footer
 * subscription leaves the account's row alone, since anyone may type anyone's address there.
 */
export interface NewsletterDeps {
  queueMailIn: QueueMailIn;
  publicUrl: string;
}

export const SUBSCRIBER_NOT_FOUND = 'Subscriber not found';

const byAddress = (address: string) => eq(sql`lower(${newsletterSubscribers.email})`, address);

/** Sets the profile switch of the account with this address, if there is one, to what the list says. */
async function mirrorToProfile(tx: Db, address: string): Promise<void> {
  await tx.execute(sql`update users set preferences = jsonb_set(preferences, '{newsletter}', to_jsonb(exists (
      select 1 from newsletter_subscribers where lower(email) = ${address} and unsubscribed_at is null)))
    where lower(email) = ${address}`);
}

/**
 * Idempotent: the unique index on lower(email) decides, so two tabs subscribing at once still leave
 * one row and one welcome mail. A subscriber who had left comes back as new (date and source of now).
 * The welcome mail, with its unsubscribe link, is queued in the same transaction.
 */
export async function subscribeToNewsletter(db: Db, deps: NewsletterDeps, email: string, source: NewsletterSource): Promise<{ created: boolean }> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(newsletterSubscribers)
      .values({ email: address, source })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id });
    const [rejoined] = inserted
      ? []
      : await tx
          .update(newsletterSubscribers)
          .set({ unsubscribedAt: null, source, createdAt: sql`now()` })
          .where(and(byAddress(address), isNotNull(newsletterSubscribers.unsubscribedAt)))
          .returning({ id: newsletterSubscribers.id });
    const subscriber = inserted ?? rejoined;
    if (!subscriber) return { created: false };
    const links = await unsubscribeLinks(tx, deps.publicUrl, subscriber.id);
    await deps.queueMailIn(tx, newsletterWelcomeMail(address, deps.publicUrl, links));
    return { created: true };
  });
}

/** The profile switch turned off: the address leaves the list (if it was on it). */
export async function unsubscribeAddress(db: Db, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(byAddress(address), isNull(newsletterSubscribers.unsubscribedAt)));
    await mirrorToProfile(tx, address);
  });
}

/**
 * Staff's Unsubscribe button and the one-click link: idempotent (a second click finds it already
 * done and changes nothing). `changed` says whether this call did it.
 */
export async function unsubscribeSubscriber(db: Db, subscriberId: string): Promise<{ email: string; changed: boolean }> {
  if (!isUuid(subscriberId)) throw new HttpError(404, SUBSCRIBER_NOT_FOUND);
  return db.transaction(async (tx) => {
    const [left] = await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: sql`now()` })
      .where(and(eq(newsletterSubscribers.id, subscriberId), isNull(newsletterSubscribers.unsubscribedAt)))
      .returning({ email: newsletterSubscribers.email });
    if (left) {
      await mirrorToProfile(tx, left.email.toLowerCase());
      return { email: left.email, changed: true };
    }
    const [existing] = await tx.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).where(eq(newsletterSubscribers.id, subscriberId));
    if (!existing) throw new HttpError(404, SUBSCRIBER_NOT_FOUND);
    return { email: existing.email, changed: false };
  });
}

export async function subscriberState(db: Db, subscriberId: string): Promise<{ email: string; subscribed: boolean } | null> {
  if (!isUuid(subscriberId)) return null;
  const [row] = await db
    .select({ email: newsletterSubscribers.email, unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, subscriberId));
  return row ? { email: row.email, subscribed: row.unsubscribedAt === null } : null;
}

/** Whether this address is on the list now: what the profile's switch shows. */
export async function isSubscribed(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(byAddress(email.trim().toLowerCase()), isNull(newsletterSubscribers.unsubscribedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * An account's address changed: its subscription follows it, unless the new address has a row of its
 * own (which then stands). Runs in the transaction that changes the address.
 */
export async function moveSubscription(tx: Db, oldEmail: string, newEmail: string): Promise<void> {
  const from = oldEmail.toLowerCase();
  const to = newEmail.toLowerCase();
  await tx.execute(
    sql`update newsletter_subscribers set email = ${to} where lower(email) = ${from} and not exists (select 1 from newsletter_subscribers where lower(email) = ${to})`,
  );
  await mirrorToProfile(tx, to);
}

/** Staff's list: newest first, searched by email, with the count of current subscribers. */
export async function listSubscribers(db: Db, query: NewsletterSubscriberQuery): Promise<NewsletterSubscriberPage> {
  const where: SQL[] = [];
  if (query.status === 'active') where.push(isNull(newsletterSubscribers.unsubscribedAt));
  if (query.status === 'unsubscribed') where.push(isNotNull(newsletterSubscribers.unsubscribedAt));
  if (query.q) where.push(ilike(newsletterSubscribers.email, `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total], [active]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(condition)
      .orderBy(desc(newsletterSubscribers.createdAt), desc(newsletterSubscribers.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(newsletterSubscribers).where(condition),
    db.select({ n: count() }).from(newsletterSubscribers).where(isNull(newsletterSubscribers.unsubscribedAt)),
  ]);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      email: r.email,
      source: r.source === 'profile' ? 'profile' : 'footer',
      subscribedAt: r.createdAt.toISOString(),
      unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null,
    })),
    total: total?.n ?? 0,
    activeCount: active?.n ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
