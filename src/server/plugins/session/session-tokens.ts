import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import type { AuthUser } from '../../fastify-types.js';
import type { StaffRole } from '../../../shared/admin/staff.schema.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * An admin session lasts a working day (ADR 56): it ends after 4 hours without a request, and 12
 * hours after sign-in whatever happens, so a till left signed in does not stay so overnight.
 */
export const ADMIN_IDLE_MINUTES = 4 * 60;
export const ADMIN_ABSOLUTE_MINUTES = 12 * 60;
/** A request slides the idle end only when this much of it was used: not one write per request. */
const SLIDE_AFTER_MINUTES = 5;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, base64url; only its hash is stored. */
export async function createSession(db: Db, userId: string, kind: 'customer' | 'admin' = 'customer'): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + (kind === 'admin' ? ADMIN_IDLE_MINUTES * 60_000 : SESSION_TTL_MS));
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), kind, expiresAt });
  return { token, expiresAt };
}

function sessionUserStatement(db: Db) {
  return db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      isAdmin: users.isAdmin,
      staffRole: users.staffRole,
      sessionId: sessions.id,
      sessionKind: sessions.kind,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(users.blockedAt)))
    .limit(1)
    .prepare('session_user');
}

/**
 * Every signed-in request reads its session: the statement is built once per database handle and
 * prepared on each connection, as the product page's is (ADR 73), not built by Drizzle per request.
 */
const sessionUserOf = new WeakMap<Db, ReturnType<typeof sessionUserStatement>>();

export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  let statement = sessionUserOf.get(db);
  if (!statement) sessionUserOf.set(db, (statement = sessionUserStatement(db)));
  const [row] = await statement.execute({ tokenHash: hashToken(token) });
  if (!row) return null;
  const { staffRole, ...user } = row;
  if (row.sessionKind === 'admin') await slideAdminSession(db, row.sessionId);
  return { ...user, sessionKind: row.sessionKind === 'admin' ? 'admin' : 'customer', staffRole: user.isAdmin ? toStaffRole(staffRole) : null };
}

function toStaffRole(stored: string | null): StaffRole {
  return stored === 'manager' || stored === 'support' ? stored : 'owner';
}

/**
 * One conditional UPDATE: the idle end moves to now + 4 hours, never past sign-in + 12 hours, and
 * only on a live session whose end is more than 5 minutes stale (tabs polling at once write once).
 */
async function slideAdminSession(db: Db, sessionId: string): Promise<void> {
  await db.execute(
    sql`update sessions set expires_at = least(now() + make_interval(mins => ${ADMIN_IDLE_MINUTES}), created_at + make_interval(mins => ${ADMIN_ABSOLUTE_MINUTES}))
        where id = ${sessionId} and revoked_at is null and expires_at > now()
          and (expires_at < least(now() + make_interval(mins => ${ADMIN_IDLE_MINUTES - SLIDE_AFTER_MINUTES}), created_at + make_interval(mins => ${ADMIN_ABSOLUTE_MINUTES}))
            -- a session issued before these limits is brought within them
            or expires_at > least(now() + make_interval(mins => ${ADMIN_IDLE_MINUTES}), created_at + make_interval(mins => ${ADMIN_ABSOLUTE_MINUTES})))`,
  );
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
