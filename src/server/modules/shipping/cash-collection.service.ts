import { eq, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { codCollections } from '../../db/schema/shipping.js';
import { users } from '../../db/schema/users.js';
import { isUuid } from '../../db/uuid.js';
import { HttpError } from '../../plugins/error-handler.js';

export interface CashCollected {
  at: string;
  by: string | null;
}

export async function cashCollectedOf(db: Db, orderId: string): Promise<CashCollected | null> {
  const [row] = await db
    .select({ at: codCollections.collectedAt, by: users.username })
    .from(codCollections)
    .leftJoin(users, eq(users.id, codCollections.collectedBy))
    .where(eq(codCollections.orderId, orderId));
  return row ? { at: row.at.toISOString(), by: row.by } : null;
}

/**
 * Marks a delivered COD order's cash collected: one INSERT that reads the order's state in the same
 * statement and whose primary key allows one mark per order, so two staff marking at once mark once
 * (the other gets 409).
 */
export async function markCashCollected(db: Db, orderId: string, staffId: string): Promise<CashCollected> {
  if (!isUuid(orderId)) throw new HttpError(404, 'Order not found');
  const inserted = await queryRows<{ order_id: string }>(
    db,
    sql`insert into cod_collections (order_id, collected_by)
        select id, ${staffId} from orders where id = ${orderId} and status = 'Delivered' and payment_method = 'cod'
        on conflict (order_id) do nothing
        returning order_id`,
  );
  if (inserted.length === 0) {
    const [order] = await queryRows<{ status: string; payment_method: string }>(db, sql`select status, payment_method from orders where id = ${orderId}`);
    if (!order) throw new HttpError(404, 'Order not found');
    if (order.payment_method !== 'cod') throw new HttpError(409, 'This order was paid online: there is no cash to collect');
    if (order.status !== 'Delivered') throw new HttpError(409, `Cash is collected on delivery; this order is ${order.status}`);
    throw new HttpError(409, 'The cash for this order is already marked collected');
  }
  const collected = await cashCollectedOf(db, orderId);
  if (!collected) throw new Error('the collection just marked is missing');
  return collected;
}
