import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import type { AuthUser } from '../../fastify-types.js';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 256 random bits, base64url; only its hash is stored. */
export async function createSession(db: Db, userId: string, kind: 'customer' | 'admin' = 'customer'): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), kind, expiresAt });
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string): Promise<AuthUser | null> {
  if (token.length < 20 || token.length > 100) return null;
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      isAdmin: users.isAdmin,
      sessionId: sessions.id,
      sessionKind: sessions.kind,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`), isNull(users.blockedAt)))
    .limit(1);
  if (!row) return null;
  return { ...row, sessionKind: row.sessionKind === 'admin' ? 'admin' : 'customer' };
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
