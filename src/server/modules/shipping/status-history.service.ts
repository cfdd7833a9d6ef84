import { asc, eq } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/shopping/order-status.js';
import type { HistoryEntry, StaffHistoryEntry } from '../../../shared/shipping/shipping.schema.js';
import type { Db } from '../../db/client.js';
import { orderStatusHistory } from '../../db/schema/shipping.js';
import { users } from '../../db/schema/users.js';

/** Every status change of the order, oldest first, as staff see it: who made it (a staff member's name) and why. */
export async function staffHistory(db: Db, orderId: string): Promise<StaffHistoryEntry[]> {
  const rows = await db
    .select({ row: orderStatusHistory, username: users.username })
    .from(orderStatusHistory)
    .leftJoin(users, eq(users.id, orderStatusHistory.userId))
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.id));
  return rows.map(({ row, username }) => ({
    from: row.fromStatus as OrderStatus,
    to: row.toStatus as OrderStatus,
    at: row.createdAt.toISOString(),
    note: row.note,
    actor: row.actor as StaffHistoryEntry['actor'],
    by: username,
  }));
}

/** The same history for the shopper: dates and notes, never who on the staff made a change. */
export async function shopperHistory(db: Db, orderId: string): Promise<HistoryEntry[]> {
  return (await staffHistory(db, orderId)).map(({ from, to, at, note }) => ({ from, to, at, note }));
}
