import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.js';
import { codeLimits } from '../../db/schema/code-limits.js';
import { signInClients, signInLimits } from '../../db/schema/sign-in-limits.js';

/** Sign-in attempts per account from one client (IP) in a window; then that client gets 429. */
export const MAX_SIGN_INS_PER_CLIENT = 10;
/** Attempts per account from all clients together; past it only clients that signed in before get through. */
export const MAX_SIGN_INS_PER_ACCOUNT = 100;
export const SIGN_IN_WINDOW_MINUTES = 15;
/** The per-account row's client. */
const ANY_CLIENT = '*';

const windowOver = sql`sign_in_limits.window_started_at <= now() - make_interval(mins => ${SIGN_IN_WINDOW_MINUTES})`;

/**
 * Counts this attempt before the password is checked: one statement, two conditional upserts (the
 * (account, client) row and the account's row). Each concurrent request gets its own number back,
 * whichever process answers it, so at most 10 per client are ever checked in a window.
 */
export async function countSignInAttempt(db: Db, email: string, client: string): Promise<{ fromClient: number; forAccount: number }> {
  const key = email.toLowerCase();
  const upsert = (who: string) =>
    sql`insert into sign_in_limits (email, client, window_started_at, attempts) values (${key}, ${who}, now(), 1)
        on conflict (email, client) do update set
          attempts = case when ${windowOver} then 1 else sign_in_limits.attempts + 1 end,
          window_started_at = case when ${windowOver} then now() else sign_in_limits.window_started_at end
        returning attempts`;
  const [row] = await queryRows<{ from_client: number; for_account: number }>(
    db,
    sql`with from_client as (${upsert(client)}), for_account as (${upsert(ANY_CLIENT)})
        select (select attempts from from_client) as from_client, (select attempts from for_account) as for_account`,
  );
  return { fromClient: Number(row?.from_client ?? 0), forAccount: Number(row?.for_account ?? 0) };
}

/** A right password gives its attempt back, so a person's own sign-ins never lock them out. */
export async function refundSignInAttempt(db: Db, email: string, client: string): Promise<void> {
  await db
    .update(signInLimits)
    .set({ attempts: sql`greatest(${signInLimits.attempts} - 1, 0)` })
    .where(and(eq(signInLimits.email, email.toLowerCase()), inArray(signInLimits.client, [client, ANY_CLIENT])));
}

export async function isKnownClient(db: Db, userId: string, client: string): Promise<boolean> {
  const rows = await db
    .select({ client: signInClients.client })
    .from(signInClients)
    .where(and(eq(signInClients.userId, userId), eq(signInClients.client, client)))
    .limit(1);
  return rows.length > 0;
}

export async function rememberClient(db: Db, userId: string, client: string): Promise<void> {
  await db
    .insert(signInClients)
    .values({ userId, client })
    .onConflictDoUpdate({ target: [signInClients.userId, signInClients.client], set: { lastSignedInAt: sql`now()` } });
}

/** Clears every sign-in and code limit of an account: after a password reset, and by `npm run admin -- unlock`. */
export async function clearAccountLimits(db: Db, email: string): Promise<void> {
  await db.delete(signInLimits).where(eq(signInLimits.email, email.toLowerCase()));
  await db.delete(codeLimits).where(eq(codeLimits.email, email.toLowerCase()));
}
