import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trustedBrowsers } from '../../db/schema/staff.js';

/** An httpOnly cookie, sent only to the sign-in routes: page scripts never see it (ADR 56). */
export const TRUSTED_BROWSER_COOKIE = 'wattsonTrustedBrowser';
export const TRUSTED_BROWSER_PATH = '/api/auth';
export const TRUSTED_BROWSER_DAYS = 30;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/** Marks this browser trusted for this staff member: only a hash of the cookie's token is stored. */
export async function trustBrowser(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(trustedBrowsers).values({ userId, tokenHash: hash(token), expiresAt: sql`now() + make_interval(days => ${TRUSTED_BROWSER_DAYS})` });
  return token;
}

/** Whether the cookie's token trusts this browser for this account: another account's token does not count. */
export async function isTrustedBrowser(db: Db, userId: string, token: string | undefined): Promise<boolean> {
  if (!token || token.length < 20 || token.length > 100) return false;
  const rows = await db
    .select({ id: trustedBrowsers.id })
    .from(trustedBrowsers)
    .where(and(eq(trustedBrowsers.userId, userId), eq(trustedBrowsers.tokenHash, hash(token)), gt(trustedBrowsers.expiresAt, sql`now()`)))
    .limit(1);
  return rows.length > 0;
}

/** A password change or reset, or the owner removing a staff member, forgets every browser they trusted. */
export async function forgetTrustedBrowsers(db: Db, userId: string): Promise<void> {
  await db.delete(trustedBrowsers).where(eq(trustedBrowsers.userId, userId));
}
