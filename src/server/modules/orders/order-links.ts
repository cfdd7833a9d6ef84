import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { isSignedToken, signedToken } from '../../http/signed-tokens.js';

/**
 * Signed order links (ADR 62): a guest reaches their order by `/guest-orders/<id>?token=…`,
 * where the token is HMAC-SHA256(key, "order:<id>") with the `order-link` key (http/signed-tokens.ts).
 */
const KEY_NAME = 'order-link';

export async function orderToken(db: Db, orderId: string): Promise<string> {
  return signedToken(db, KEY_NAME, `order:${orderId}`);
}

/** Whether `token` is this order's (constant-time comparison). */
export async function isOrderToken(db: Db, orderId: string, token: string): Promise<boolean> {
  return isSignedToken(db, KEY_NAME, `order:${orderId}`, token);
}

/** An order's page and its tax documents' PDFs, as its buyer opens them from a mail. */
export interface OrderLinks {
  page: string;
  invoice: string;
  creditNote: string;
}

/**
 * Where an order's mails send its buyer: the account's order page and PDFs (sign-in required) for an
 * account's order, the signed ones for a guest's order that no account has claimed yet (ADR 62, 68).
 */
export async function orderLinks(db: Db, publicUrl: string, orderId: string): Promise<OrderLinks> {
  const [row] = await db.select({ userId: orders.userId, guest: orders.placedAsGuest }).from(orders).where(eq(orders.id, orderId));
  return orderLinksOf(db, publicUrl, orderId, row ?? null);
}

/** The same, for a caller that knows who holds the order (it just placed it): nothing is read back. */
export async function orderLinksOf(db: Db, publicUrl: string, orderId: string, holder: { userId: string | null; guest: boolean } | null): Promise<OrderLinks> {
  if (holder?.guest && holder.userId === null) {
    const token = `?token=${await orderToken(db, orderId)}`;
    const api = `${publicUrl}/api/guest-orders/${orderId}`;
    return { page: `${publicUrl}/guest-orders/${orderId}${token}`, invoice: `${api}/invoice.pdf${token}`, creditNote: `${api}/credit-note.pdf${token}` };
  }
  const api = `${publicUrl}/api/orders/${orderId}`;
  return { page: `${publicUrl}/orders/${orderId}`, invoice: `${api}/invoice.pdf`, creditNote: `${api}/credit-note.pdf` };
}

export async function orderPageUrl(db: Db, publicUrl: string, orderId: string): Promise<string> {
  return (await orderLinks(db, publicUrl, orderId)).page;
}
