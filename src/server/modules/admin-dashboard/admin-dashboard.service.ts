import { and, asc, desc, eq, gte, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Dashboard } from '../../../shared/admin/admin-dashboard.schema.js';
import { paiseToRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { products } from '../../db/schema/products.js';
import { users } from '../../db/schema/users.js';
import { isLowStock } from '../admin-products/low-stock.js';
import { summarise } from '../admin-orders/admin-orders.service.js';

/** "Today" and "this month" in India's time zone, where the shop trades. */
const SHOP_TZ = 'Asia/Kolkata';

async function ordersSince(db: Db, startSql: ReturnType<typeof sql>) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number), revenue: sql<number>`coalesce(sum(${orders.totalPaise}), 0)`.mapWith(Number) })
    .from(orders)
    // An order still waiting for its online payment is not revenue yet (ADR 31).
    .where(and(gte(orders.createdAt, startSql), notInArray(orders.status, ['Cancelled', 'Pending payment'])));
  return { orders: row?.n ?? 0, revenue: paiseToRupees(row?.revenue ?? 0) };
}

export async function dashboard(db: Db): Promise<Dashboard> {
  const [today, month, lowStock, latest, newCustomers] = await Promise.all([
    ordersSince(db, sql`date_trunc('day', now() at time zone ${SHOP_TZ}) at time zone ${SHOP_TZ}`),
    ordersSince(db, sql`date_trunc('month', now() at time zone ${SHOP_TZ}) at time zone ${SHOP_TZ}`),
    db
      .select({ _id: products.id, name: products.name, stock: products.stock })
      .from(products)
      .where(and(isNull(products.deletedAt), ne(products.status, 'archived'), isLowStock))
      .orderBy(asc(products.stock), asc(products.name))
      .limit(10),
    db
      .select({ order: orders, username: users.username, userEmail: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .orderBy(desc(orders.createdAt), desc(orders.number))
      .limit(8),
    db
      .select({ _id: users.id, username: users.username, email: users.email, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.isAdmin, false))
      .orderBy(desc(users.createdAt))
      .limit(8),
  ]);
  return {
    today,
    month,
    lowStock,
    latestOrders: await summarise(db, latest),
    newCustomers: newCustomers.map((c) => ({ ...c, createdAt: c.createdAt.toISOString() })),
  };
}
