import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { PublicUser } from '../../../shared/auth/auth.schema.js';
import type { Db } from '../../db/client.js';
import { adminHandoffs } from '../../db/schema/admin.js';
import { users } from '../../db/schema/users.js';
import { HttpError } from '../../plugins/error-handler.js';
import { createSession } from '../../plugins/session/session-tokens.js';
import { toPublicUser } from '../auth/accounts.service.js';

export const HANDOFF_TTL_SECONDS = 60;

const hash = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * The storefront hands an admin to the admin site with a code, never the session token: a URL
 * leaks through history, logs and Referer, so what it carries must die in a minute and after one use.
 */
export async function createHandoff(db: Db, userId: string): Promise<{ code: string; expiresInSeconds: number }> {
  const code = randomBytes(24).toString('base64url');
  await db.insert(adminHandoffs).values({ userId, codeHash: hash(code), expiresAt: sql`now() + make_interval(secs => ${HANDOFF_TTL_SECONDS})` });
  return { code, expiresInSeconds: HANDOFF_TTL_SECONDS };
}

export async function exchangeHandoff(db: Db, code: string): Promise<{ token: string; user: PublicUser }> {
  const [consumed] = await db
    .update(adminHandoffs)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(adminHandoffs.codeHash, hash(code)), isNull(adminHandoffs.consumedAt), gt(adminHandoffs.expiresAt, sql`now()`)))
    .returning({ userId: adminHandoffs.userId });
  if (!consumed) throw new HttpError(401, 'This sign-in link has expired or was already used. Please sign in.');
  const [user] = await db.select().from(users).where(eq(users.id, consumed.userId)).limit(1);
  if (!user?.isAdmin || user.blockedAt) throw new HttpError(403, 'Administrator access required');
  const { token } = await createSession(db, user.id, 'admin');
  return { token, user: toPublicUser(user) };
}
