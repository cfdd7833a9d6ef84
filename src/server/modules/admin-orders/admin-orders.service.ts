import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminPage } from '../../../shared/admin/admin-page.schema.js';
import type { OrderSummary } from '../../../shared/admin/admin-orders.schema.js';
import { paiseToRupees } from '../../../shared/money.js';
import type { OrderStatus } from '../../../shared/shopping/order-status.js';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { users } from '../../db/schema/users.js';

/** The list's filter: the orders page and its CSV export read the same orders for the same query. */
export interface AdminOrderFilter {
  status?: OrderStatus;
  from?: string;
  to?: string;
  q?: string;
}

export interface AdminOrderQuery extends AdminOrderFilter {
  page: number;
  pageSize: number;
}

/** `to` is inclusive of its whole day (IST boundaries are the admin's concern later). */
export function adminOrderConditions(filter: AdminOrderFilter): SQL[] {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(orders.status, filter.status));
  if (filter.from) where.push(gte(orders.createdAt, sql`${filter.from}::date`));
  if (filter.to) where.push(lt(orders.createdAt, sql`${filter.to}::date + 1`));
  if (filter.q) {
    // Past 15 digits a number is no order number, and would overflow the bigint parameter (a 500).
    const asNumber = /^\d{1,15}$/.test(filter.q) ? Number(filter.q) : -1;
    const match = or(eq(orders.number, asNumber), ilike(orders.email, `%${filter.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`));
    if (match) where.push(match);
  }
  return where;
}

/** Newest first. */
export async function listOrderSummaries(db: Db, query: AdminOrderQuery): Promise<AdminPage<OrderSummary>> {
  const where = adminOrderConditions(query);
  const condition = where.length ? and(...where) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, username: users.username, userEmail: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(condition)
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(orders).where(condition),
  ]);
  return { items: await summarise(db, rows), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function summarise(
  db: Db,
  rows: { order: typeof orders.$inferSelect; username: string | null; userEmail: string | null }[],
): Promise<OrderSummary[]> {
  const ids = rows.map((r) => r.order.id);
  const counts = ids.length
    ? await db
        .select({ orderId: orderLines.orderId, n: sql<number>`sum(${orderLines.quantity})`.mapWith(Number) })
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
        .groupBy(orderLines.orderId)
    : [];
  return rows.map(({ order, username, userEmail }) => ({
    _id: order.id,
    number: order.number,
    status: order.status as OrderStatus,
    total: paiseToRupees(order.totalPaise),
    itemCount: counts.find((c) => c.orderId === order.id)?.n ?? 0,
    createdAt: order.createdAt.toISOString(),
    customer: order.userId && username && userEmail ? { _id: order.userId, username, email: userEmail } : null,
  }));
}

export async function orderCustomer(db: Db, orderId: string): Promise<{ customer: OrderSummary['customer']; email: string | null }> {
  const [row] = await db
    .select({ userId: orders.userId, email: orders.email, username: users.username, userEmail: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  const customer = row?.userId && row.username && row.userEmail ? { _id: row.userId, username: row.username, email: row.userEmail } : null;
  return { customer, email: row?.email ?? null };
}
