import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { users } from '../../db/schema/users.js';
import { HttpError } from '../../plugins/error-handler.js';
import { isUuid } from '../../db/uuid.js';
import { isOrderToken } from './order-links.js';

/**
 * Gives an account the guest orders placed with its email (ADR 62), in the caller's
 * transaction: the one that verifies the sign-up code, so the mailbox's owner is proven and the account
 * and its orders appear together. One UPDATE, conditional on no account holding the order yet.
 */
export async function attachGuestOrders(tx: Db, userId: string, email: string): Promise<number> {
  const attached = await tx
    .update(orders)
    .set({ userId, updatedAt: sql`now()` })
    .where(and(eq(orders.placedAsGuest, true), isNull(orders.userId), eq(orders.email, email.toLowerCase())))
    .returning({ id: orders.id });
  return attached.length;
}

/** A signed link's order id, checked: a wrong token answers exactly like a missing order (404). */
export async function requireOrderToken(db: Db, orderId: string, token: string): Promise<string> {
  if (!isUuid(orderId) || !(await isOrderToken(db, orderId, token))) throw new HttpError(404, 'Order not found');
  return orderId;
}

/**
 * The email an order's mails go to (and Checkout's prefill): its account's, once an account holds it,
 * else the one the guest ordered with.
 */
export async function orderEmail(db: Db, orderId: string): Promise<string> {
  const [row] = await db
    .select({ email: orders.email, userEmail: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row?.userEmail ?? row?.email ?? '';
}
