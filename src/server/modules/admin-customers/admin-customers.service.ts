import { and, count, desc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { CustomerSummary } from '../../../shared/admin/admin-customers.schema.js';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { HttpError } from '../../plugins/error-handler.js';
import { isUuid } from '../../db/uuid.js';

const columns = {
  id: users.id,
  username: users.username,
  email: users.email,
  createdAt: users.createdAt,
  emailVerifiedAt: users.emailVerifiedAt,
  blockedAt: users.blockedAt,
  // Written out with an alias: drizzle renders a selected column without its table, so `orders.user_id = users.id`
  // inside the subquery read as `user_id = id` of orders alone and every count came out 0.
  orderCount: sql<number>`(select count(*) from orders o where o.user_id = "users"."id")`.mapWith(Number),
  spentPaise:
    sql<number>`(select coalesce(sum(o.total_paise), 0) from orders o where o.user_id = "users"."id" and o.status not in ('Cancelled', 'Pending payment'))`.mapWith(
      Number,
    ),
};

type Row = {
  id: string;
  username: string;
  email: string;
  createdAt: Date;
  emailVerifiedAt: Date | null;
  blockedAt: Date | null;
  orderCount: number;
  spentPaise: number;
};

function toSummary(r: Row): CustomerSummary {
  return {
    _id: r.id,
    username: r.username,
    email: r.email,
    createdAt: r.createdAt.toISOString(),
    verified: r.emailVerifiedAt !== null,
    blocked: r.blockedAt !== null,
    orderCount: r.orderCount,
    spentPaise: r.spentPaise,
  };
}

export async function listCustomers(db: Db, query: { q?: string; page: number; pageSize: number }) {
  const where: SQL[] = [eq(users.isAdmin, false)];
  if (query.q) {
    const like = `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(users.username, like), ilike(users.email, like));
    if (match) where.push(match);
  }
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(and(...where))
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: count() })
      .from(users)
      .where(and(...where)),
  ]);
  return { items: rows.map(toSummary), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

export async function getCustomer(db: Db, id: string): Promise<CustomerSummary> {
  if (!isUuid(id)) throw new HttpError(404, 'Customer not found');
  const [row] = await db
    .select(columns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.isAdmin, false)))
    .limit(1);
  if (!row) throw new HttpError(404, 'Customer not found');
  return toSummary(row);
}

/** Blocking ends every session at once and refuses new sign-ins; unblocking lets them sign in again. */
export async function setBlocked(db: Db, id: string, blocked: boolean): Promise<CustomerSummary> {
  await getCustomer(db, id);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ blockedAt: blocked ? sql`now()` : null, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    if (blocked)
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, id), isNull(sessions.revokedAt)));
  });
  return getCustomer(db, id);
}
