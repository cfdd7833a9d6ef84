import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { oneTimeCodes } from '../../db/schema/one-time-codes.js';
import { HttpError } from '../../plugins/error-handler.js';

export type CodePurpose = 'signup' | 'admin_signin' | 'password_reset' | 'email_change';

export const CODE_TTL_MINUTES = 10;
/** Guesses per flow (email and purpose) per hour from one client (IP); per admin sign-in challenge. */
export const MAX_FAILED_ATTEMPTS = 5;
/** Codes per flow per hour for one client. */
export const MAX_CODES_PER_HOUR = 5;
/** Ceilings per flow per hour across all clients: a stranger cannot spend the owner's budget (ADR 15). */
export const MAX_CODES_PER_HOUR_PER_ACCOUNT = 20;
export const MAX_GUESSES_PER_HOUR_PER_ACCOUNT = 20;
/** The client of a flow's ceiling row. */
const ANY_CLIENT = '*';

export const INVALID_CODE = 'Invalid or expired code. Please request a new one.';
export const WRONG_CODE = 'Invalid OTP. Please check the code and try again.';
export const TOO_MANY_CODES = 'Too many codes requested for this email. Please try again in an hour.';
export const TOO_MANY_GUESSES = 'Too many wrong codes. Please request a new code later.';

/** Refused because the hour's budget of codes for this email and purpose is spent (429). */
export class CodeBudgetSpent extends HttpError {
  constructor() {
    super(429, TOO_MANY_CODES);
  }
}

function hashCode(email: string, purpose: CodePurpose, code: string): string {
  // Binding email and purpose into the hash: a code for one never verifies the other.
  return createHash('sha256').update(`${purpose}\u0000${email.toLowerCase()}\u0000${code}`).digest('hex');
}

const sameEmail = (email: string) => eq(sql`lower(${oneTimeCodes.email})`, email.toLowerCase());
const withinLastHour = gt(oneTimeCodes.createdAt, sql`now() - interval '1 hour'`);
/** The budget row's hour is over: the next request starts a new one. */
const windowOver = sql`code_limits.window_started_at <= now() - interval '1 hour'`;

/** What a code carries besides itself: a pending registration (ADR 15) or an admin sign-in challenge (ADR 16). */
export interface CodeAttachments {
  pendingPasswordHash?: string;
  pendingUsername?: string;
  challengeHash?: string;
  /** An email change: the account that asked for it (the code goes to the new address). */
  pendingUserId?: string;
}

export interface IssuedCode {
  code: string;
  /** When the mail cannot be delivered the code must not stay usable: the caller revokes it. */
  revoke: () => Promise<void>;
}

/**
 * A fresh 6-digit code from a CSPRNG, in one transaction with its budget: the conditional upsert
 * of the (email, purpose) row takes one code from the hour's 5 or returns nothing, and holds that
 * row's lock until the new code is in and every earlier live code of the flow is revoked. However
 * many requests arrive at once, on however many processes, one client gets at most 5 codes an hour
 * (all clients 20), and only the newest is live.
 */
export async function issueCode(db: Db, email: string, purpose: CodePurpose, client: string, attachments: CodeAttachments = {}): Promise<IssuedCode> {
  const key = email.toLowerCase();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const id = await db.transaction(async (tx) => {
    // The ceiling row first, then the client's: every transaction locks them in that order (no deadlock),
    // and a refusal by the second rolls the first back.
    for (const [who, max] of [
      [ANY_CLIENT, MAX_CODES_PER_HOUR_PER_ACCOUNT],
      [client, MAX_CODES_PER_HOUR],
    ] as const) {
      const taken = await queryRows<{ codes_issued: number }>(
        tx,
        sql`insert into code_limits (email, purpose, client, window_started_at, codes_issued, guesses) values (${key}, ${purpose}, ${who}, now(), 1, 0)
            on conflict (email, purpose, client) do update set
              codes_issued = case when ${windowOver} then 1 else code_limits.codes_issued + 1 end,
              guesses = case when ${windowOver} then 0 else code_limits.guesses end,
              window_started_at = case when ${windowOver} then now() else code_limits.window_started_at end
            where ${windowOver} or code_limits.codes_issued < ${max}
            returning codes_issued`,
      );
      if (taken.length === 0) throw new CodeBudgetSpent();
    }
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(sameEmail(key), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt)));
    const [row] = await tx
      .insert(oneTimeCodes)
      .values({
        email: key,
        purpose,
        codeHash: hashCode(key, purpose, code),
        expiresAt: sql`now() + make_interval(mins => ${CODE_TTL_MINUTES})`,
        pendingPasswordHash: attachments.pendingPasswordHash ?? null,
        pendingUsername: attachments.pendingUsername ?? null,
        challengeHash: attachments.challengeHash ?? null,
        pendingUserId: attachments.pendingUserId ?? null,
      })
      .returning({ id: oneTimeCodes.id });
    return row?.id ?? '';
  });
  const revoke = async () => {
    await db
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(eq(oneTimeCodes.id, id));
  };
  return { code, revoke };
}

/**
 * Counts one guess for the flow before anything is compared: conditional upserts of the flow's
 * ceiling row and the client's row, in one transaction, that return nothing once 5 guesses from
 * this client (20 from all) were made this hour. Unknown emails are counted alike, so the answers
 * (400, then 429) do not tell which addresses have codes.
 */
async function countGuess(db: Db, email: string, purpose: CodePurpose, client: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    for (const [who, max] of [
      [ANY_CLIENT, MAX_GUESSES_PER_HOUR_PER_ACCOUNT],
      [client, MAX_FAILED_ATTEMPTS],
    ] as const) {
      const counted = await queryRows<{ guesses: number }>(
        tx,
        sql`insert into code_limits (email, purpose, client, window_started_at, codes_issued, guesses) values (${email.toLowerCase()}, ${purpose}, ${who}, now(), 0, 1)
            on conflict (email, purpose, client) do update set
              guesses = case when ${windowOver} then 1 else code_limits.guesses + 1 end,
              codes_issued = case when ${windowOver} then 0 else code_limits.codes_issued end,
              window_started_at = case when ${windowOver} then now() else code_limits.window_started_at end
            where ${windowOver} or code_limits.guesses < ${max}
            returning guesses`,
      );
      // Refused: the transaction ends without counting (the ceiling's increment rolls back too).
      if (counted.length === 0) return false;
    }
    return true;
  });
}

export interface ConsumedCode {
  pendingPasswordHash: string | null;
  pendingUsername: string | null;
  pendingUserId: string | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Counts the guess, then checks it against the flow's live code and consumes it; `andThen` runs in
 * the transaction that consumes it, so what the code unlocks happens exactly once or not at all.
 * Throws 429 past 5 guesses an hour (without comparing) and 400 for a wrong or expired code.
 */
export async function consumeCode<T>(
  db: Db,
  email: string,
  purpose: CodePurpose,
  client: string,
  code: string,
  andThen: (tx: Tx, consumed: ConsumedCode) => Promise<T>,
): Promise<T> {
  if (!(await countGuess(db, email, purpose, client))) throw new HttpError(429, TOO_MANY_GUESSES);
  const [live] = await db
    .select({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash, expired: sql<boolean>`${oneTimeCodes.expiresAt} <= now()` })
    .from(oneTimeCodes)
    .where(and(sameEmail(email), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.consumedAt), withinLastHour))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  if (!live) throw new HttpError(400, INVALID_CODE);
  const given = Buffer.from(hashCode(email, purpose, code), 'hex');
  if (!timingSafeEqual(Buffer.from(live.codeHash, 'hex'), given)) throw new HttpError(400, WRONG_CODE);
  if (live.expired) throw new HttpError(400, INVALID_CODE);
  return db.transaction(async (tx) => {
    // Single use, even under a race: only one request can flip consumed_at from null.
    const [consumed] = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.id, live.id), isNull(oneTimeCodes.consumedAt)))
      .returning({
        pendingPasswordHash: oneTimeCodes.pendingPasswordHash,
        pendingUsername: oneTimeCodes.pendingUsername,
        pendingUserId: oneTimeCodes.pendingUserId,
      });
    if (!consumed) throw new HttpError(400, INVALID_CODE);
    return andThen(tx, consumed);
  });
}

export const CHALLENGE_GONE = 'This sign-in has expired. Please sign in again with your password.';

/** The opaque id of an admin sign-in challenge, as stored: its SHA-256. */
export function hashChallenge(challenge: string): string {
  return createHash('sha256').update(challenge).digest('hex');
}

/**
 * The admin's second code, bound to the sign-in that asked for it (ADR 16): without that sign-in's
 * live challenge nothing is counted or compared. The guess is counted on the challenge's code row
 * first (`failed_attempts + 1 … WHERE failed_attempts < 5 RETURNING`), so at most 5 are ever compared
 * per challenge, however many arrive at once.
 */
export async function consumeChallengeCode<T>(db: Db, email: string, challenge: string, code: string, andThen: (tx: Tx) => Promise<T>): Promise<T> {
  const challengeHash = hashChallenge(challenge);
  const [counted] = await queryRows<{ id: string; code_hash: string }>(
    db,
    sql`update one_time_codes set failed_attempts = failed_attempts + 1
        where challenge_hash = ${challengeHash} and purpose = 'admin_signin' and lower(email) = ${email.toLowerCase()}
          and consumed_at is null and expires_at > now() and failed_attempts < ${MAX_FAILED_ATTEMPTS}
        returning id, code_hash`,
  );
  if (!counted) {
    const [spent] = await queryRows<{ n: number }>(
      db,
      sql`select 1 as n from one_time_codes where challenge_hash = ${challengeHash} and consumed_at is null and expires_at > now() and failed_attempts >= ${MAX_FAILED_ATTEMPTS}`,
    );
    throw spent ? new HttpError(429, 'Too many wrong codes. Please sign in again with your password.') : new HttpError(400, CHALLENGE_GONE);
  }
  const given = Buffer.from(hashCode(email, 'admin_signin', code), 'hex');
  if (!timingSafeEqual(Buffer.from(counted.code_hash, 'hex'), given)) throw new HttpError(400, WRONG_CODE);
  return db.transaction(async (tx) => {
    const consumed = await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(oneTimeCodes.id, counted.id), isNull(oneTimeCodes.consumedAt)))
      .returning({ id: oneTimeCodes.id });
    if (consumed.length === 0) throw new HttpError(400, CHALLENGE_GONE);
    return andThen(tx);
  });
}
