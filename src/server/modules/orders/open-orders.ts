import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/shopping/order-status.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { HttpError } from '../../plugins/error-handler.js';

/** Orders staff may still ship or deliver, or that wait for their payment: they need the shopper's name and address. */
export const openOrderStatuses: readonly OrderStatus[] = ['Pending payment', 'Processing', 'Shipped'];

/**
 * Called first in the account-deletion transaction: an account with an order still on its way cannot
 * be deleted (anonymising it would blank the address staff ship to). The user's row is locked first,
 * so a checkout committing meanwhile is either seen here or waits, and then finds the account gone.
 */
export async function refuseDeletionWhileOrdersOpen(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for update`);
  const open = await tx
    .select({ number: orders.number, status: orders.status })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...openOrderStatuses])))
    .orderBy(asc(orders.number));
  if (open.length === 0) return;
  const named = open.map((o) => `#${o.number} (${o.status})`).join(', ');
  throw new HttpError(
    409,
    `Your account still has open orders: ${named}. Cancel the ones still being processed, or wait until they are delivered, then delete your account.`,
  );
}
