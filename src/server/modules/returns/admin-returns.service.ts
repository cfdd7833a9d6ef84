import { count, desc, eq } from 'drizzle-orm';
import type { Return } from '../../../shared/shopping/return.schema.js';
import type { ReturnStatus } from '../../../shared/shopping/return-status.js';
import type { Db } from '../../db/client.js';
import { returns } from '../../db/schema/returns.js';
import { loadReturns } from './return-view.js';

/** Staff's list, newest first, optionally of one status (the queue of those waiting: `Requested`). */
export async function listReturns(
  db: Db,
  query: { status?: ReturnStatus; page: number; pageSize: number },
): Promise<{ items: Return[]; total: number; page: number; pageSize: number }> {
  const where = query.status ? eq(returns.status, query.status) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(where)
      .orderBy(desc(returns.createdAt), desc(returns.number))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(returns).where(where),
  ]);
  return { items: await loadReturns(db, rows, true), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}
