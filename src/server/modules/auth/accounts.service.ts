import { randomBytes } from 'node:crypto';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Preferences, Profile, PublicUser, SignupBody } from '../../../shared/auth/auth.schema.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { MailDeliveryError, type Mailer } from '../../mail/mailer.js';
import { HttpError } from '../../plugins/error-handler.js';
import { createSession } from '../../plugins/session/session-tokens.js';
import { codeMail } from './auth-mails.js';
import { isCommonPassword } from './common-passwords.js';
import {
  CHALLENGE_GONE,
  consumeChallengeCode,
  consumeCode,
  hashChallenge,
  INVALID_CODE,
  issueCode,
  type CodeAttachments,
  type CodePurpose,
} from './one-time-codes.service.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { attachGuestOrders } from '../orders/guest-orders.service.js';
import { isSubscribed, moveSubscription, subscribeToNewsletter, unsubscribeAddress, type NewsletterDeps } from '../contact/newsletter.service.js';
import {
  clearAccountLimits,
  countSignInAttempt,
  isKnownClient,
  MAX_SIGN_INS_PER_ACCOUNT,
  MAX_SIGN_INS_PER_CLIENT,
  refundSignInAttempt,
  rememberClient,
  SIGN_IN_WINDOW_MINUTES,
} from './sign-in-limits.service.js';
import { refuseDeletionWhileOrdersOpen } from '../orders/open-orders.js';
import { forgetTrustedBrowsers, isTrustedBrowser, trustBrowser } from '../admin-session/trusted-browsers.service.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface MailContext {
  mailer: Mailer;
  config: AppConfig;
  /** The requesting client (IP): code and sign-in budgets are per (account, client), ADR 15 and 16. */
  client: string;
}

type UserRow = typeof users.$inferSelect;

export function toPublicUser(user: Pick<UserRow, 'id' | 'username' | 'email' | 'isAdmin'>): PublicUser {
  return { _id: user.id, username: user.username, email: user.email, isAdmin: user.isAdmin };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return user;
}

function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, 'This password is too common. Please choose a less guessable one.');
}

/** Issues a code and mails it; an undeliverable code is revoked at once and the caller gets a 503. */
export async function sendCode(
  db: Db,
  ctx: MailContext,
  accountEmail: string,
  purpose: CodePurpose,
  attachments: CodeAttachments = {},
  ownMailbox = false,
): Promise<void> {
  const { code, revoke } = await issueCode(db, accountEmail, purpose, ctx.client, attachments);
  // An owner's admin codes go to the configured admin mailbox, a second channel beside the password;
  // an invited manager's or support person's go to their own address, which their invitation proved (ADR 56).
  const to = purpose === 'admin_signin' && !ownMailbox ? ctx.config.adminEmail : accountEmail;
  try {
    await ctx.mailer.send(codeMail(to, purpose, code, accountEmail));
  } catch (error) {
    await revoke();
    if (error instanceof MailDeliveryError) throw new HttpError(503, 'We could not send the code by email right now. Please try again in a few minutes.');
    throw error;
  }
}

export async function signup(db: Db, ctx: MailContext, body: SignupBody): Promise<{ message: string; email: string }> {
  refuseCommonPassword(body.password);
  const email = body.email.toLowerCase();
  const existing = await findUserByEmail(db, email);
  if (existing?.emailVerifiedAt) throw new HttpError(409, 'An account with this email already exists. Please sign in.');
  const passwordHash = await hashPassword(body.password);
  // Stored credentials never change here: an unverified account's password and name are replaced
  // only by the code that verifies it, which carries them (ADR 15). A first sign-up creates the row.
  if (!existing) await db.insert(users).values({ username: body.username, email, passwordHash }).onConflictDoNothing();
  await sendCode(db, ctx, email, 'signup', { pendingPasswordHash: passwordHash, pendingUsername: body.username });
  return { message: 'Registration successful! Please check your email for the OTP.', email };
}

/**
 * The guess is counted and compared whether or not the email has an account waiting (a verified or
 * unknown one has no live sign-up code and gets the same 400), so the answer names no account.
 */
export async function verifySignup(db: Db, email: string, otp: string, client: string): Promise<{ token: string; user: PublicUser }> {
  const verified = await consumeCode(db, email, 'signup', client, otp, async (tx, pending) => {
    const [user] = await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`now()`,
        updatedAt: sql`now()`,
        ...(pending.pendingPasswordHash ? { passwordHash: pending.pendingPasswordHash } : {}),
        ...(pending.pendingUsername ? { username: pending.pendingUsername } : {}),
      })
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNull(users.emailVerifiedAt)))
      .returning();
    // Orders placed as a guest with this email join the new account in the same transaction (ADR 62).
    if (user) await attachGuestOrders(tx, user.id, user.email);
    return user;
  });
  if (!verified) throw new HttpError(400, INVALID_CODE);
  const { token } = await createSession(db, verified.id, 'customer');
  return { token, user: toPublicUser(verified) };
}

let dummyHash: Promise<string> | undefined;
/** Unknown emails still pay for one argon2 verification, so timing does not tell which accounts exist. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}

export type LoginResult = { kind: 'session'; token: string; user: PublicUser } | { kind: 'admin-challenge'; email: string; challenge: string };

const TOO_MANY_SIGN_INS = `Too many failed sign-in attempts. Please try again in ${SIGN_IN_WINDOW_MINUTES} minutes.`;

/**
 * The attempt is counted before the password is checked (ADR 16): 10 per account from one client
 * (IP) in 15 minutes, 100 per account from all clients, past which only a client that signed in to
 * the account before gets its password checked. A stranger can lock out their own address, never
 * the owner's.
 */
export async function login(db: Db, ctx: MailContext, emailInput: string, password: string, trustedBrowser?: string): Promise<LoginResult> {
  const email = emailInput.toLowerCase();
  const { client } = ctx;
  const attempt = await countSignInAttempt(db, email, client);
  if (attempt.fromClient > MAX_SIGN_INS_PER_CLIENT) throw new HttpError(429, TOO_MANY_SIGN_INS);
  const user = await findUserByEmail(db, email);
  if (attempt.forAccount > MAX_SIGN_INS_PER_ACCOUNT && !(user && (await isKnownClient(db, user.id, client)))) throw new HttpError(429, TOO_MANY_SIGN_INS);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) throw new HttpError(401, INVALID_CREDENTIALS);
  await refundSignInAttempt(db, email, client);
  if (user.emailVerifiedAt && !user.blockedAt) await rememberClient(db, user.id, client);
  if (user.blockedAt) throw new HttpError(403, 'This account has been blocked. Please contact support.');
  if (!user.emailVerifiedAt) {
    await sendCode(db, ctx, email, 'signup');
    throw new HttpError(403, 'Please verify your email first. We have sent you a new code.');
  }
  if (user.isAdmin && (await isTrustedBrowser(db, user.id, trustedBrowser))) {
    // This browser passed the second code within 30 days and was trusted then (ADR 56).
    const { token } = await createSession(db, user.id, 'admin');
    return { kind: 'session', token, user: toPublicUser(user) };
  }
  if (user.isAdmin) {
    // The second code works only with this opaque id, which only this password step ever sees (ADR 16).
    const challenge = randomBytes(32).toString('base64url');
    const ownMailbox = user.staffRole === 'manager' || user.staffRole === 'support';
    await sendCode(db, ctx, email, 'admin_signin', { challengeHash: hashChallenge(challenge) }, ownMailbox);
    return { kind: 'admin-challenge', email: user.email, challenge };
  }
  const { token } = await createSession(db, user.id, 'customer');
  return { kind: 'session', token, user: toPublicUser(user) };
}

export async function verifyAdminLogin(
  db: Db,
  email: string,
  otp: string,
  challenge: string,
  trust = false,
): Promise<{ token: string; user: PublicUser; trustedBrowser: string | null }> {
  const user = await findUserByEmail(db, email);
  if (!user?.isAdmin || user.blockedAt) throw new HttpError(400, CHALLENGE_GONE);
  return consumeChallengeCode(db, email, challenge, otp, async (tx) => {
    const { token } = await createSession(tx, user.id, 'admin');
    const trustedBrowser = trust ? await trustBrowser(tx, user.id) : null;
    return { token, user: toPublicUser(user), trustedBrowser };
  });
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, 'Session expired. Please sign in again.');
  return {
    ...toPublicUser(user),
    createdAt: user.createdAt.toISOString(),
    // The list decides, whichever way the address joined it (footer box or this switch).
    preferences: { ...user.preferences, newsletter: await isSubscribed(db, user.email) },
    business: { gstin: user.gstin, legalName: user.gstLegalName },
  };
}

/** Same answer whether or not the account exists or needs a code: no enumeration. */
export async function resendSignupCode(db: Db, ctx: MailContext, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user && !user.emailVerifiedAt) await sendCode(db, ctx, email, 'signup');
}

export async function requestPasswordReset(db: Db, ctx: MailContext, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (user?.emailVerifiedAt && !user.blockedAt) await sendCode(db, ctx, email, 'password_reset');
}

/** Answers who to tell that the password changed. */
export async function resetPassword(db: Db, email: string, otp: string, password: string, client: string): Promise<{ email: string; username: string }> {
  refuseCommonPassword(password);
  const passwordHash = await hashPassword(password);
  // Counted and compared for unknown emails alike: the answers name no account.
  return consumeCode(db, email, 'password_reset', client, otp, async (tx) => {
    const [user] = await tx
      .select({ id: users.id, email: users.email, username: users.username })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
      .limit(1);
    if (!user) throw new HttpError(400, INVALID_CODE);
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    await clearAccountLimits(tx, email);
    await forgetTrustedBrowsers(tx, user.id);
    return { email: user.email, username: user.username };
  });
}

async function requirePassword(db: Db, userId: string, password: string, message: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, 'Session expired. Please sign in again.');
  if (!(await verifyPassword(user.passwordHash, password))) throw new HttpError(400, message);
  return user;
}

/** Other sessions end: whoever else held one needs the new password now. Answers who to tell (a mail goes to them). */
export async function changePassword(
  db: Db,
  userId: string,
  currentSessionId: string,
  currentPassword: string,
  newPassword: string,
): Promise<{ email: string; username: string }> {
  const user = await requirePassword(db, userId, currentPassword, 'Current password is incorrect');
  refuseCommonPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId), isNull(sessions.revokedAt)));
    await forgetTrustedBrowsers(tx, userId);
  });
  return { email: user.email, username: user.username };
}

/** The profile's name pencil: saved at once; answers the profile as it now is. */
export async function updateUsername(db: Db, userId: string, username: string): Promise<Profile> {
  await db
    .update(users)
    .set({ username, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return getProfile(db, userId);
}

export const EMAIL_TAKEN = 'An account with this email already exists.';

/**
 * Step 1 of an email change: with the password, a code goes to the new address (the code limits of
 * ADR 15 apply to it as to any code). Nothing changes until that code comes back.
 */
export async function requestEmailChange(db: Db, ctx: MailContext, userId: string, newEmailInput: string, password: string): Promise<{ email: string }> {
  const user = await requirePassword(db, userId, password, 'Password is incorrect');
  // The admin's address is where its second codes go: it is set by ADMIN_EMAIL, not from the shop.
  if (user.isAdmin) throw new HttpError(403, 'The admin account’s email is set in the server configuration (ADMIN_EMAIL).');
  const newEmail = newEmailInput.toLowerCase();
  if (newEmail === user.email.toLowerCase()) throw new HttpError(400, 'This is already the email of your account.');
  if (await findUserByEmail(db, newEmail)) throw new HttpError(409, EMAIL_TAKEN);
  await sendCode(db, ctx, newEmail, 'email_change', { pendingUserId: userId });
  return { email: newEmail };
}

/**
 * Step 2: the code mailed to the new address makes it the account's email, in the transaction that
 * consumes the code. A code asked for by another account does not count; an address taken meanwhile
 * is a 409 (the unique index decides a race). Answers the old address, which is told of the change.
 */
export async function confirmEmailChange(
  db: Db,
  userId: string,
  newEmailInput: string,
  otp: string,
  client: string,
): Promise<{ user: PublicUser; oldEmail: string }> {
  const newEmail = newEmailInput.toLowerCase();
  const [current] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!current) throw new HttpError(401, 'Session expired. Please sign in again.');
  return consumeCode(db, newEmail, 'email_change', client, otp, async (tx, consumed) => {
    if (consumed.pendingUserId !== userId) throw new HttpError(400, INVALID_CODE);
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, newEmail), ne(users.id, userId)))
      .limit(1);
    if (taken) throw new HttpError(409, EMAIL_TAKEN);
    const [updated] = await tx
      .update(users)
      .set({ email: newEmail, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning();
    if (!updated) throw new HttpError(401, 'Session expired. Please sign in again.');
    await moveSubscription(tx, current.email, newEmail);
    // The old address's sign-in limits and codes are of no use to anyone now.
    await tx.execute(sql`delete from one_time_codes where lower(email) = ${current.email.toLowerCase()} and consumed_at is null`);
    return { user: toPublicUser(updated), oldEmail: current.email };
  });
}

/**
 * The newsletter switch is the newsletter's list itself (ADR 67): on subscribes the account's address
 * (a welcome mail follows), off unsubscribes it, in the transaction that saves the other switches.
 */
export async function updatePreferences(db: Db, deps: NewsletterDeps, userId: string, preferences: Preferences): Promise<Preferences> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ preferences, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    if (!user) throw new HttpError(401, 'Session expired. Please sign in again.');
    if (preferences.newsletter) await subscribeToNewsletter(tx, deps, user.email, 'profile');
    else await unsubscribeAddress(tx, user.email);
    return { ...preferences, newsletter: await isSubscribed(tx, user.email) };
  });
}

/** Removes the person's data; their orders stay for the books with the user and email cleared. */
export async function deleteAccount(db: Db, userId: string, password: string): Promise<void> {
  const user = await requirePassword(db, userId, password, 'Password is incorrect');
  if (user.isAdmin) throw new HttpError(403, 'The admin account cannot be deleted from the shop.');
  await db.transaction(async (tx) => {
    // Only closed orders are anonymised: one still Processing or Shipped keeps its shopper, who must be reachable about it.
    await refuseDeletionWhileOrdersOpen(tx, userId);
    // City, state and pincode stay for the tax records; who and where exactly do not.
    await tx.execute(
      sql`update orders set email = null, user_id = null, address = jsonb_build_object('fullName', 'Deleted customer', 'phone', '', 'line1', '', 'city', address->>'city', 'state', address->>'state', 'pincode', address->>'pincode') where user_id = ${userId}`,
    );
    await tx.execute(sql`delete from newsletter_subscribers where lower(email) = ${user.email.toLowerCase()}`);
    await clearAccountLimits(tx, user.email);
    await tx.execute(sql`delete from one_time_codes where lower(email) = ${user.email.toLowerCase()}`);
    // Their mails carry their name, addresses and orders, so they go with the account.
    await tx.execute(sql`delete from outgoing_mail where lower(to_address) = ${user.email.toLowerCase()}`);
    // Sessions, cart lines and wishlist entries go with the user (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, userId));
  });
}
