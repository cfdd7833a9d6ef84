import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema/one-time-codes.js';
import { HttpError } from '../../plugins/error-handler.js';

export type CodePurpose = 'signup' | 'admin_signin' | 'password_reset';

export const CODE_TTL_MINUTES = 10;
export const MAX_FAILED_ATTEMPTS = 5;
export const MAX_CODES_PER_HOUR = 5;

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  // Binding email and purpose into the hash: a code for one never verifies the other.
  return createHash('sha256').update(`${purpose}\u0000${email.toLowerCase()}\u0000${code}`).digest('hex');
}

const sameEmail = (email: string) => eq(sql`lower(${oneTimeCodes.email})`, email.toLowerCase());
const withinLastHour = gt(oneTimeCodes.createdAt, sql`now() - interval '1 hour'`);

/** Failures over every code of the last hour: asking for a new code does not reset them. */
async function recentFailures(db: Db, email: string, purpose: CodePurpose): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${oneTimeCodes.failedAttempts}), 0)`.mapWith(Number) })
    .from(oneTimeCodes)
    .where(and(sameEmail(email), eq(oneTimeCodes.purpose, purpose), withinLastHour));
  return row?.n ?? 0;
}

/**
 * A fresh 6-digit code from a CSPRNG. Earlier unused codes stay valid until they expire, so two
 * sign-ins racing (two tabs, two staff at one admin mailbox) do not cancel each other; the hourly
 * cap on codes and on wrong tries bounds what that costs.
 */
export async function issueCode(db: Db, email: string, purpose: CodePurpose): Promise<{ code: string; revoke: () => Promise<void> }> {
  const [issued] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(oneTimeCodes)
    .where(and(sameEmail(email), eq(oneTimeCodes.purpose, purpose), withinLastHour));
  if ((issued?.n ?? 0) >= MAX_CODES_PER_HOUR) {
    throw new HttpError(429, 'Too many codes requested for this email. Please try again in an hour.');
  }
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const [row] = await db
    .insert(oneTimeCodes)
    .values({
      email: email.toLowerCase(),
      purpose,
      codeHash: hashCode(email, purpose, code),
      expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
    })
    .returning({ id: oneTimeCodes.id });
  // When the mail cannot be delivered the code must not stay usable: the caller revokes it.
  const revoke = async () => {
    if (row) await db.update(oneTimeCodes).set({ consumedAt: sql`now()` }).where(eq(oneTimeCodes.id, row.id));
  };
  return { code, revoke };
}

/** Consumes the code or throws 400; five wrong tries in an hour end every code of that email and purpose. */
export async function consumeCode(db: Db, email: string, purpose: CodePurpose, code: string): Promise<void> {
  if ((await recentFailures(db, email, purpose)) >= MAX_FAILED_ATTEMPTS) {
    throw new HttpError(429, 'Too many wrong codes. Please request a new code later.');
  }
  const live = await db
    .select({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, expired: sql<boolean>`${oneTimeCodes.expiresAt} <= now()` })
    .from(oneTimeCodes)
    .where(and(sameEmail(email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt), withinLastHour))
    .orderBy(desc(oneTimeCodes.createdAt));
  const newest = live[0];
  if (!newest) throw new HttpError(400, 'Invalid or expired code. Please request a new one.');
  const given = Buffer.from(hashCode(email, purpose, code), 'hex');
  const current = live.find((row) => timingSafeEqual(Buffer.from(row.codeHash, 'hex'), given));
  if (!current) {
    await db
      .update(oneTimeCodes)
      .set({ failedAttempts: sql`${oneTimeCodes.failedAttempts} + 1` })
      .where(eq(oneTimeCodes.id, newest.id));
    throw new HttpError(400, 'Invalid OTP. Please check the code and try again.');
  }
  if (current.expired) throw new HttpError(400, 'Invalid or expired code. Please request a new one.');
  // Single use, even under a race: only one request can flip consumed_at from null.
  const consumed = await db
    .update(oneTimeCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oneTimeCodes.id, current.id), isNull(oneTimeCodes.consumedAt)))
    .returning({ id: oneTimeCodes.id });
  if (consumed.length === 0) throw new HttpError(400, 'Invalid or expired code. Please request a new one.');
}
