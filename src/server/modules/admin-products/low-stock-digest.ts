import { and, asc, desc, eq, isNull, lt, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lowStockDigests } from '../../db/schema/catalog.js';
import { products } from '../../db/schema/products.js';
import { users } from '../../db/schema/users.js';
import { escapeHtml } from '../../http/escape-html.js';
import type { OutgoingMessage } from '../../mail/mailer.js';
import { effectiveLowStockThreshold, isLowStock } from './low-stock.js';

/** The digest lists this many products; a longer list ends with "and N more" and a link to the filtered list. */
const LISTED = 100;

export interface LowStockItem {
  id: string;
  sku: string;
  name: string;
  stock: number;
  threshold: number;
  /** Not in the previous digest: it fell below its threshold since. */
  isNew: boolean;
}

/** Products staff can still restock (drafts and active ones, not archived or deleted) at or below their threshold. */
export async function lowStockProducts(db: Db): Promise<Omit<LowStockItem, 'isNew'>[]> {
  return db
    .select({ id: products.id, sku: products.sku, name: products.name, stock: products.stock, threshold: effectiveLowStockThreshold })
    .from(products)
    .where(and(isNull(products.deletedAt), ne(products.status, 'archived'), isLowStock))
    .orderBy(asc(products.stock), asc(products.name), asc(products.id));
}

/** Staff who receive it: every admin account that is not blocked. */
export async function digestRecipients(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.isAdmin, true), isNull(users.blockedAt)))
    .orderBy(asc(users.email));
  return rows.map((r) => r.email);
}

/** Product ids of the latest digest before `day`, to tell what is new on today's list. */
async function previousDigestIds(db: Db, day: string): Promise<Set<string>> {
  const [previous] = await db
    .select({ ids: lowStockDigests.productIds })
    .from(lowStockDigests)
    .where(lt(lowStockDigests.day, day))
    .orderBy(desc(lowStockDigests.day))
    .limit(1);
  return new Set(previous?.ids ?? []);
}

/**
 * Claims `day` for the digest: true once per day, whoever asks (a retried job, two workers at once,
 * a restart); the caller queues the mails in the same transaction, so a claim never goes without them.
 */
export async function claimDigestDay(db: Db, day: string, items: LowStockItem[], recipients: number): Promise<boolean> {
  const claimed = await db
    .insert(lowStockDigests)
    .values({ day, productIds: items.map((i) => i.id), recipients })
    .onConflictDoNothing()
    .returning({ day: lowStockDigests.day });
  return claimed.length > 0;
}

export async function digestItems(db: Db, day: string): Promise<LowStockItem[]> {
  const [low, previous] = await Promise.all([lowStockProducts(db), previousDigestIds(db, day)]);
  return low.map((item) => ({ ...item, isNew: !previous.has(item.id) }));
}

function itemLine(item: LowStockItem): string {
  const level = item.stock === 0 ? 'sold out' : `${item.stock} left`;
  return `${item.isNew ? '[new] ' : ''}${item.name} (${item.sku}): ${level}, threshold ${item.threshold}`;
}

export function lowStockDigestMail(to: string, day: string, items: LowStockItem[], publicUrl: string): OutgoingMessage {
  const listed = items.slice(0, LISTED);
  const fresh = items.filter((i) => i.isNew).length;
  const more = items.length - listed.length;
  const link = `${publicUrl}/admin/products?lowStock=true`;
  const summary = `${items.length} product${items.length === 1 ? ' is' : 's are'} at or below the low-stock threshold${fresh > 0 ? `, ${fresh} of them new since the last digest` : ''}.`;
  const text = [
    `Low stock on ${day}`,
    '',
    summary,
    '',
    ...listed.map(itemLine),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    '',
    `Restock or adjust thresholds: ${link}`,
    '',
    '— Wattson',
  ].join('\n');
  const html = `<p>${escapeHtml(summary)}</p><ul>${listed
    .map((item) => `<li>${item.isNew ? '<strong>New:</strong> ' : ''}${escapeHtml(itemLine({ ...item, isNew: false }))}</li>`)
    .join('')}</ul>${more > 0 ? `<p>…and ${more} more.</p>` : ''}<p><a href="${escapeHtml(link)}">Open the low-stock list</a></p><p>— Wattson</p>`;
  return { to, subject: `Wattson low stock: ${items.length} product${items.length === 1 ? '' : 's'} (${day})`, text, html };
}
