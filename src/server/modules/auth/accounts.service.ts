import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Preferences, Profile, PublicUser, SignupBody } from '../../../shared/auth/auth.schema.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { loginFailures } from '../../db/schema/login-failures.js';
import { sessions } from '../../db/schema/sessions.js';
import { users } from '../../db/schema/users.js';
import { MailDeliveryError, type Mailer } from '../../mail/mailer.js';
import { HttpError } from '../../plugins/error-handler.js';
import { createSession } from '../../plugins/session/session-tokens.js';
import { codeMail } from './auth-mails.js';
import { isCommonPassword } from './common-passwords.js';
import { consumeCode, issueCode, type CodePurpose } from './one-time-codes.service.js';
import { hashPassword, verifyPassword } from './passwords.js';

export const MAX_LOGIN_FAILURES = 10;
export const LOGIN_FAILURE_WINDOW_MINUTES = 15;
export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface MailContext {
  mailer: Mailer;
  config: AppConfig;
}

type UserRow = typeof users.$inferSelect;

export function toPublicUser(user: Pick<UserRow, 'id' | 'username' | 'email' | 'isAdmin'>): PublicUser {
  return { _id: user.id, username: user.username, email: user.email, isAdmin: user.isAdmin };
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  return user;
}

function refuseCommonPassword(password: string): void {
  if (isCommonPassword(password)) throw new HttpError(400, 'This password is too common. Please choose a less guessable one.');
}

/** Issues a code and mails it; an undeliverable code is revoked at once and the caller gets a 503. */
export async function sendCode(db: Db, ctx: MailContext, accountEmail: string, purpose: CodePurpose): Promise<void> {
  const { code, revoke } = await issueCode(db, accountEmail, purpose);
  // Admin codes go to the configured admin mailbox, a second channel beside the password.
  const to = purpose === 'admin_signin' ? ctx.config.adminEmail : accountEmail;
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
  if (existing) {
    // An unverified sign-up again: the person may have lost the first code or mistyped the password.
    await db.update(users).set({ username: body.username, passwordHash, updatedAt: sql`now()` }).where(eq(users.id, existing.id));
  } else {
    await db.insert(users).values({ username: body.username, email, passwordHash }).onConflictDoNothing();
  }
  await sendCode(db, ctx, email, 'signup');
  return { message: 'Registration successful! Please check your email for the OTP.', email };
}

export async function verifySignup(db: Db, email: string, otp: string): Promise<{ token: string; user: PublicUser }> {
  const user = await findUserByEmail(db, email);
  if (!user) throw new HttpError(400, 'Invalid or expired code. Please request a new one.');
  if (user.emailVerifiedAt) throw new HttpError(409, 'This email is already verified. Please sign in.');
  await consumeCode(db, email, 'signup', otp);
  await db.update(users).set({ emailVerifiedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, user.id));
  const { token } = await createSession(db, user.id, 'customer');
  return { token, user: toPublicUser(user) };
}

let dummyHash: Promise<string> | undefined;
/** Unknown emails still pay for one argon2 verification, so timing does not tell which accounts exist. */
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-for-timing');
  return dummyHash;
}

async function recentLoginFailures(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(loginFailures)
    .where(and(eq(sql`lower(${loginFailures.email})`, email), gt(loginFailures.createdAt, sql`now() - make_interval(mins => ${LOGIN_FAILURE_WINDOW_MINUTES})`)));
  return row?.n ?? 0;
}

export type LoginResult = { kind: 'session'; token: string; user: PublicUser } | { kind: 'admin-challenge'; email: string };

export async function login(db: Db, ctx: MailContext, emailInput: string, password: string): Promise<LoginResult> {
  const email = emailInput.toLowerCase();
  if ((await recentLoginFailures(db, email)) >= MAX_LOGIN_FAILURES) {
    throw new HttpError(429, `Too many failed sign-in attempts. Please try again in ${LOGIN_FAILURE_WINDOW_MINUTES} minutes.`);
  }
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) {
    await db.insert(loginFailures).values({ email });
    throw new HttpError(401, INVALID_CREDENTIALS);
  }
  if (user.blockedAt) throw new HttpError(403, 'This account has been blocked. Please contact support.');
  if (!user.emailVerifiedAt) {
    await sendCode(db, ctx, email, 'signup');
    throw new HttpError(403, 'Please verify your email first. We have sent you a new code.');
  }
  if (user.isAdmin) {
    await sendCode(db, ctx, email, 'admin_signin');
    return { kind: 'admin-challenge', email: user.email };
  }
  const { token } = await createSession(db, user.id, 'customer');
  return { kind: 'session', token, user: toPublicUser(user) };
}

export async function verifyAdminLogin(db: Db, email: string, otp: string): Promise<{ token: string; user: PublicUser }> {
  const user = await findUserByEmail(db, email);
  if (!user?.isAdmin || user.blockedAt) throw new HttpError(400, 'Invalid or expired code. Please request a new one.');
  await consumeCode(db, email, 'admin_signin', otp);
  const { token } = await createSession(db, user.id, 'admin');
  return { token, user: toPublicUser(user) };
}

export async function getProfile(db: Db, userId: string): Promise<Profile> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, 'Session expired. Please sign in again.');
  return { ...toPublicUser(user), createdAt: user.createdAt.toISOString(), preferences: user.preferences, business: { gstin: user.gstin, legalName: user.gstLegalName } };
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

export async function resetPassword(db: Db, email: string, otp: string, password: string): Promise<void> {
  refuseCommonPassword(password);
  const user = await findUserByEmail(db, email);
  if (!user) throw new HttpError(400, 'Invalid or expired code. Please request a new one.');
  await consumeCode(db, email, 'password_reset', otp);
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await tx.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.userId, user.id), isNull(sessions.revokedAt)));
    await tx.delete(loginFailures).where(eq(sql`lower(${loginFailures.email})`, email.toLowerCase()));
  });
}

async function requirePassword(db: Db, userId: string, password: string, message: string): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new HttpError(401, 'Session expired. Please sign in again.');
  if (!(await verifyPassword(user.passwordHash, password))) throw new HttpError(400, message);
  return user;
}

/** Other sessions end: whoever else held one needs the new password now. */
export async function changePassword(db: Db, userId: string, currentSessionId: string, currentPassword: string, newPassword: string): Promise<void> {
  await requirePassword(db, userId, currentPassword, 'Current password is incorrect');
  refuseCommonPassword(newPassword);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), ne(sessions.id, currentSessionId), isNull(sessions.revokedAt)));
  });
}

export async function updatePreferences(db: Db, userId: string, preferences: Preferences): Promise<Preferences> {
  await db.update(users).set({ preferences, updatedAt: sql`now()` }).where(eq(users.id, userId));
  return preferences;
}

/** Removes the person's data; their orders stay for the books with the user and email cleared. */
export async function deleteAccount(db: Db, userId: string, password: string): Promise<void> {
  const user = await requirePassword(db, userId, password, 'Password is incorrect');
  if (user.isAdmin) throw new HttpError(403, 'The admin account cannot be deleted from the shop.');
  await db.transaction(async (tx) => {
    // City, state and pincode stay for the tax records; who and where exactly do not.
    await tx.execute(
      sql`update orders set email = null, user_id = null, address = jsonb_build_object('fullName', 'Deleted customer', 'phone', '', 'line1', '', 'city', address->>'city', 'state', address->>'state', 'pincode', address->>'pincode') where user_id = ${userId}`,
    );
    await tx.execute(sql`delete from newsletter_subscribers where lower(email) = ${user.email.toLowerCase()}`);
    await tx.delete(loginFailures).where(eq(sql`lower(${loginFailures.email})`, user.email.toLowerCase()));
    await tx.execute(sql`delete from one_time_codes where lower(email) = ${user.email.toLowerCase()}`);
    // Sessions, cart lines and wishlist entries go with the user (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, userId));
  });
}
