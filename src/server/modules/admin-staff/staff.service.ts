import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AcceptInviteBody, StaffInviteBody, StaffList, StaffRole } from '../../../shared/admin/staff.schema.js';
import { queryRows, type Db } from '../../db/client.js';
import { sessions } from '../../db/schema/sessions.js';
import { staffInvites } from '../../db/schema/staff.js';
import { users } from '../../db/schema/users.js';
import type { AuthUser } from '../../fastify-types.js';
import { MailDeliveryError, type Mailer } from '../../mail/mailer.js';
import { HttpError } from '../../plugins/error-handler.js';
import { forgetTrustedBrowsers } from '../admin-session/trusted-browsers.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { isCommonPassword } from '../auth/common-passwords.js';
import { hashPassword } from '../auth/passwords.js';
import { staffInviteMail } from './staff-invite-mail.js';

export const INVITE_DAYS = 7;
export const INVITE_GONE = 'This invitation has expired or was already used. Ask the owner for a new one.';
export const LAST_OWNER = 'The shop needs at least one owner: make someone else an owner first.';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
type Actor = Pick<AuthUser, 'id' | 'email' | 'username'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

function roleOf(stored: string | null): StaffRole {
  return stored === 'manager' || stored === 'support' ? stored : 'owner';
}

export async function listStaff(db: Db): Promise<StaffList> {
  const [members, invites] = await Promise.all([
    db.select().from(users).where(eq(users.isAdmin, true)).orderBy(users.createdAt),
    db
      .select()
      .from(staffInvites)
      .where(and(isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt), gt(staffInvites.expiresAt, sql`now()`)))
      .orderBy(desc(staffInvites.createdAt)),
  ]);
  return {
    members: members.map((u) => ({ _id: u.id, username: u.username, email: u.email, role: roleOf(u.staffRole), blocked: u.blockedAt !== null })),
    invites: invites.map((i) => ({
      _id: i.id,
      email: i.email,
      role: roleOf(i.role),
      invitedBy: i.invitedByEmail,
      expiresAt: i.expiresAt.toISOString(),
      createdAt: i.createdAt.toISOString(),
    })),
  };
}

/**
 * Mails a single-use link for 7 days; an earlier open invitation to the same address stops working.
 * The mail is sent before answering, so the owner hears at once when it cannot be delivered.
 */
export async function inviteStaff(db: Db, mailer: Mailer, publicUrl: string, actor: Actor, body: StaffInviteBody): Promise<{ email: string }> {
  const email = body.email.toLowerCase();
  const [existing] = await db
    .select({ isAdmin: users.isAdmin })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (existing?.isAdmin) throw new HttpError(409, 'This person is already on the staff.');
  const token = randomBytes(32).toString('base64url');
  const [invite] = await db.transaction(async (tx) => {
    await tx
      .update(staffInvites)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sql`lower(${staffInvites.email})`, email), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)));
    return tx
      .insert(staffInvites)
      .values({
        email,
        role: body.role,
        tokenHash: hash(token),
        invitedBy: actor.id,
        invitedByEmail: actor.email,
        expiresAt: sql`now() + make_interval(days => ${INVITE_DAYS})`,
      })
      .returning({ id: staffInvites.id });
  });
  try {
    await mailer.send(staffInviteMail(email, body.role, actor.username || actor.email, token, publicUrl, INVITE_DAYS));
  } catch (error) {
    await db
      .update(staffInvites)
      .set({ revokedAt: sql`now()` })
      .where(eq(staffInvites.id, invite?.id ?? ''));
    if (error instanceof MailDeliveryError) throw new HttpError(503, 'We could not send the invitation by email right now. Please try again in a few minutes.');
    throw error;
  }
  await recordAudit(db, actor, 'staff.invite', 'staff', email, { email, role: body.role });
  return { email };
}

/**
 * The invitation link sets a password and makes the account staff with the invited role, in the
 * transaction that spends the invitation (only one request can flip accepted_at from null). An
 * existing shopper account of that address becomes staff; its sessions end, its new password rules.
 */
export async function acceptInvite(db: Db, body: AcceptInviteBody): Promise<{ email: string }> {
  if (isCommonPassword(body.password)) throw new HttpError(400, 'This password is too common. Please choose a less guessable one.');
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [invite] = await tx
      .update(staffInvites)
      .set({ acceptedAt: sql`now()` })
      .where(
        and(
          eq(staffInvites.tokenHash, hash(body.token)),
          isNull(staffInvites.acceptedAt),
          isNull(staffInvites.revokedAt),
          gt(staffInvites.expiresAt, sql`now()`),
        ),
      )
      .returning({ email: staffInvites.email, role: staffInvites.role });
    if (!invite) throw new HttpError(400, INVITE_GONE);
    const staff = { username: body.username, passwordHash, isAdmin: true, staffRole: invite.role, blockedAt: null, updatedAt: sql`now()` };
    const [updated] = await tx
      .update(users)
      .set({ ...staff, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(sql`lower(${users.email})`, invite.email))
      .returning({ id: users.id });
    if (updated) {
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, updated.id), isNull(sessions.revokedAt)));
    } else {
      await tx.insert(users).values({ ...staff, email: invite.email, emailVerifiedAt: sql`now()` });
    }
    return { email: invite.email };
  });
}

/**
 * Every owner row is locked first, so two owners demoting each other at once are taken in turn and
 * the second sees the first's change: the shop is never left without an owner.
 */
async function lockOwners(tx: Tx): Promise<void> {
  await tx.execute(sql`select id from users where is_admin and coalesce(staff_role, 'owner') = 'owner' and blocked_at is null for update`);
}

const anotherOwner = (userId: string) =>
  sql`exists (select 1 from users o where o.is_admin and coalesce(o.staff_role, 'owner') = 'owner' and o.blocked_at is null and o.id <> ${userId})`;

/** The role changes unless that would leave the shop without an owner. */
export async function changeStaffRole(db: Db, actor: Actor, userId: string, role: StaffRole): Promise<void> {
  const changed = await db.transaction(async (tx) => {
    await lockOwners(tx);
    const [row] = await queryRows<{ email: string; before: string | null }>(
      tx,
      sql`update users u set staff_role = ${role}, updated_at = now()
          from (select staff_role as before from users where id = ${userId}) old
          where u.id = ${userId} and u.is_admin and (${role} = 'owner' or ${anotherOwner(userId)})
          returning u.email, old.before`,
    );
    return row;
  });
  if (!changed) await refuse(db, userId);
  await recordAudit(db, actor, 'staff.role', 'staff', changed?.email ?? userId, { email: changed?.email, from: roleOf(changed?.before ?? null), to: role });
}

/** Takes the person off the staff (their shopper account stays): sessions end and trusted browsers are forgotten. */
export async function removeStaff(db: Db, actor: Actor, userId: string): Promise<void> {
  const email = await db.transaction(async (tx) => {
    await lockOwners(tx);
    const [removed] = await queryRows<{ email: string }>(
      tx,
      sql`update users u set is_admin = false, staff_role = null, updated_at = now()
          where u.id = ${userId} and u.is_admin and (coalesce(u.staff_role, 'owner') <> 'owner' or ${anotherOwner(userId)})
          returning u.email`,
    );
    if (!removed) return null;
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    await forgetTrustedBrowsers(tx, userId);
    return removed.email;
  });
  if (!email) await refuse(db, userId);
  await recordAudit(db, actor, 'staff.remove', 'staff', email ?? userId, { email });
}

async function refuse(db: Db, userId: string): Promise<never> {
  const [user] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user?.isAdmin) throw new HttpError(404, 'No such staff member');
  throw new HttpError(409, LAST_OWNER);
}

export async function revokeInvite(db: Db, actor: Actor, inviteId: string): Promise<void> {
  const [revoked] = await db
    .update(staffInvites)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffInvites.id, inviteId), isNull(staffInvites.acceptedAt), isNull(staffInvites.revokedAt)))
    .returning({ email: staffInvites.email });
  if (!revoked) throw new HttpError(404, 'No such open invitation');
  await recordAudit(db, actor, 'staff.invite.revoke', 'staff', revoked.email, { email: revoked.email });
}
