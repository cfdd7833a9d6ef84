import { count, desc } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { auditLog } from '../../db/schema/admin.js';
import type { AuthUser } from '../../fastify-types.js';

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

export async function listAudit(db: Db, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(auditLog),
  ]);
  return {
    items: rows.map((r) => ({
      _id: r.id,
      actor: r.actorId ? { _id: r.actorId, email: r.actorEmail } : { _id: null, email: r.actorEmail },
      action: r.action,
      entity: r.entity,
      entityId: r.entityId,
      details: r.details,
      createdAt: r.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
