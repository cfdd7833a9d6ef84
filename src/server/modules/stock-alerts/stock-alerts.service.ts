import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { stockAlerts } from '../../db/schema/reviews.js';
import type { OutgoingMessage } from '../../mail/mailer.js';
import { HttpError } from '../../plugins/error-handler.js';
import { listedProduct } from '../products/product-visibility.js';

export const ALERT_SAVED = "We'll email you when this product is back in stock";
export const IN_STOCK = 'This product is in stock; you can order it now';

/**
 * Subscribes an address to one mail when the product is back. Only for a product out of stock; a
 * second subscription of the same address while one is open changes nothing (the partial unique index).
 */
export async function subscribeToRestock(db: Db, productId: string, email: string, userId: string | null): Promise<void> {
  const [product] = await db
    .select({ stock: products.stock })
    .from(products)
    .where(and(eq(products.id, productId), listedProduct));
  if (!product) throw new HttpError(404, `Product ${productId} not found`);
  if (product.stock > 0) throw new HttpError(409, IN_STOCK);
  await db.insert(stockAlerts).values({ productId, email, userId }).onConflictDoNothing();
}

export function backInStockMail(to: string, product: { id: string; name: string }, publicUrl: string): OutgoingMessage {
  const url = `${publicUrl.replace(/\/$/, '')}/products/${encodeURIComponent(product.id)}`;
  return {
    to,
    subject: `Back in stock: ${product.name}`,
    text: `Good news: ${product.name} is back in stock at Wattson.\n\nOrder it here: ${url}\n\nYou asked us to tell you once; this subscription has now ended.`,
  };
}

/**
 * Ends every open subscription of these products (or of all products) that are listed and in stock,
 * and queues their mails, in one transaction: the UPDATE on `notified_at is null` lets one caller
 * claim each subscription, however many processes see the same restock at once, and a mail is queued
 * exactly when its subscription ends.
 */
export async function sendBackInStockMails(
  db: Db,
  queueMailIn: (tx: Db, message: OutgoingMessage) => Promise<void>,
  publicUrl: string,
  productIds: string[] | 'all',
): Promise<number> {
  if (productIds !== 'all' && productIds.length === 0) return 0;
  const scope =
    productIds === 'all'
      ? sql`true`
      : sql`a.product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  // Most product changes (every order's stock) concern no subscription: one indexed read, no transaction.
  const [open] = await queryRows<{ one: number }>(db, sql`select 1 as one from stock_alerts a where a.notified_at is null and ${scope} limit 1`);
  if (!open) return 0;
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ email: string; product_id: string; name: string }>(
      tx,
      sql`update stock_alerts a set notified_at = now()
          from products p
          where p.id = a.product_id and a.notified_at is null and ${scope}
            and p.stock > 0 and p.deleted_at is null and p.status = 'active'
          returning a.email, a.product_id, p.name`,
    );
    for (const row of claimed) await queueMailIn(tx, backInStockMail(row.email, { id: row.product_id, name: row.name }, publicUrl));
    return claimed.length;
  });
}
