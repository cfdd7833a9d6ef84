import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '../../../shared/admin/admin-ops.schema.js';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/admin.js';
import { users } from '../../db/schema/users.js';
import type { AuthUser } from '../../fastify-types.js';
import { auditSentence } from './audit-sentence.js';

/** The actor is the request's user; admin routes only run with one, so a missing user is a bug. */
export async function recordAudit(
  db: Db,
  actor: Pick<AuthUser, 'id' | 'email'> | null,
  action: string,
  entity: string,
  entityId: string,
  details: Record<string, unknown> = {},
): Promise<void> {
  if (!actor) throw new Error('audit entry without an actor');
  await db.insert(auditLog).values({ actorId: actor.id, actorEmail: actor.email, action, entity, entityId, details });
}

const SHOP_TZ = 'Asia/Kolkata';

/** The record's name as it is now (products, orders, posts, categories); null when it is gone or has none. */
const recordName = sql<string | null>`case ${auditLog.entity}
  when 'product' then (select p.name from products p where p.id = ${auditLog.entityId})
  when 'order' then (select '#' || o.number from orders o where o.id::text = ${auditLog.entityId})
  when 'blog' then (select b.title from blog_posts b where b.id = ${auditLog.entityId})
  when 'category' then (select c.name from categories c where c.slug = ${auditLog.entityId})
  else null end`;

export async function listAudit(db: Db, query: AuditQuery) {
  const { page, pageSize } = query;
  const filters: SQL[] = [];
  if (query.person) filters.push(eq(auditLog.actorId, query.person));
  if (query.kind) filters.push(eq(auditLog.entity, query.kind));
  // Days are India's, where the staff work.
  if (query.from) filters.push(gte(auditLog.createdAt, sql`(${query.from}::date)::timestamp at time zone ${SHOP_TZ}`));
  if (query.to) filters.push(lt(auditLog.createdAt, sql`((${query.to}::date + 1)::timestamp) at time zone ${SHOP_TZ}`));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total], people, kinds] = await Promise.all([
    db
      .select({ entry: auditLog, username: users.username, recordName })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog).where(where),
    db
      .selectDistinct({ _id: users.id, username: users.username, email: users.email })
      .from(auditLog)
      .innerJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(users.username, users.id),
    db.selectDistinct({ kind: auditLog.entity }).from(auditLog).orderBy(auditLog.entity),
  ]);
  return {
    items: rows.map(({ entry: r, username, recordName: name }) => {
      const person = username || r.actorEmail;
      return {
        _id: r.id,
        actor: r.actorId ? { _id: r.actorId, email: r.actorEmail, name: person } : { _id: null, email: r.actorEmail, name: person },
        action: r.action,
        entity: r.entity,
        entityId: r.entityId,
        recordName: name,
        sentence: auditSentence({ person, action: r.action, entity: r.entity, entityId: r.entityId, recordName: name, details: r.details }),
        details: r.details,
        createdAt: r.createdAt.toISOString(),
      };
    }),
    total: total?.n ?? 0,
    page,
    pageSize,
    people,
    kinds: kinds.map((k) => k.kind),
  };
}
