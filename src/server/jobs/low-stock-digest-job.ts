import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../db/client.js';
import type { OutgoingMessage } from '../mail/mailer.js';
import { claimDigestDay, digestItems, digestRecipients, lowStockDigestMail } from '../modules/admin-products/low-stock-digest.js';
import { indianDate } from '../modules/tax/indian-date.js';

/** The daily mail to staff listing what is at or below its low-stock threshold. */
export const LOW_STOCK_DIGEST_QUEUE = 'low-stock-digest';
/** At 8:00 every morning, India time, before the shop's day starts. */
export const LOW_STOCK_DIGEST_SCHEDULE = { cron: '0 8 * * *', tz: 'Asia/Kolkata' };

export interface DigestOutcome {
  day: string;
  /** False when today's digest was already claimed (by an earlier run or another worker). */
  claimed: boolean;
  products: number;
  mails: number;
}

/**
 * Claims today (India) and queues one mail per staff member in one transaction: two workers or a
 * retried job send one digest a day, and a digest is never claimed without its mails. Nothing low:
 * the day is claimed and nobody is mailed.
 */
export async function sendLowStockDigest(
  db: Db,
  queueMail: (tx: Db, message: OutgoingMessage) => Promise<string>,
  publicUrl: string,
  now = new Date(),
): Promise<DigestOutcome> {
  const day = indianDate(now);
  return db.transaction(async (tx) => {
    const [items, recipients] = await Promise.all([digestItems(tx, day), digestRecipients(tx)]);
    const mailTo = items.length > 0 ? recipients : [];
    if (!(await claimDigestDay(tx, day, items, mailTo.length))) return { day, claimed: false, products: items.length, mails: 0 };
    for (const to of mailTo) await queueMail(tx, lowStockDigestMail(to, day, items, publicUrl));
    return { day, claimed: true, products: items.length, mails: mailTo.length };
  });
}

/** Registers the daily schedule (an upsert: every worker may do it) and works its queue. */
export async function workLowStockDigestQueue(
  boss: PgBoss,
  db: Db,
  queueMail: (tx: Db, message: OutgoingMessage) => Promise<string>,
  publicUrl: string,
  log: FastifyBaseLogger,
): Promise<void> {
  await boss.schedule(LOW_STOCK_DIGEST_QUEUE, LOW_STOCK_DIGEST_SCHEDULE.cron, null, { tz: LOW_STOCK_DIGEST_SCHEDULE.tz, retryLimit: 3, retryDelay: 300 });
  await boss.work(LOW_STOCK_DIGEST_QUEUE, async () => {
    log.info({ lowStockDigest: await sendLowStockDigest(db, queueMail, publicUrl) }, 'low-stock digest');
  });
}
