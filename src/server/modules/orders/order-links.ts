import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { isSignedToken, signedToken } from '../../http/signed-tokens.js';

/**
 * Signed order links (issue 22, ADR 62): a guest reaches their order by `/guest-orders/<id>?token=…`,
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

/**
 * Where an order's mails send its buyer: the order page for an account's order (sign-in required), the
 * signed link for a guest's order that no account has claimed yet.
 */
export async function orderPageUrl(db: Db, publicUrl: string, orderId: string): Promise<string> {
  const [row] = await db.select({ userId: orders.userId, guest: orders.placedAsGuest }).from(orders).where(eq(orders.id, orderId));
  if (row?.guest && row.userId === null) return `${publicUrl}/guest-orders/${orderId}?token=${await orderToken(db, orderId)}`;
  return `${publicUrl}/orders/${orderId}`;
}
