import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users } from '../schema/users.js';
import { hashPassword } from '../../modules/auth/passwords.js';

export interface AdminAccountResult {
  created: boolean;
  /** Set only when the password was generated here and must be shown once. */
  generatedPassword?: string;
}

/** Creates the admin account from ADMIN_EMAIL/ADMIN_PASSWORD when missing; an existing account keeps its password. */
export async function ensureAdminAccount(db: Db, email: string, password: string | undefined): Promise<AdminAccountResult> {
  const [existing] = await db
    .select({ id: users.id, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (existing) {
    if (!existing.isAdmin) await db.update(users).set({ isAdmin: true }).where(eq(users.id, existing.id));
    return { created: false };
  }
  const generatedPassword = password ? undefined : randomBytes(12).toString('base64url');
  await db.insert(users).values({
    username: 'Administrator',
    email: email.toLowerCase(),
    passwordHash: await hashPassword(password ?? generatedPassword ?? ''),
    isAdmin: true,
    emailVerifiedAt: new Date(),
  });
  return { created: true, generatedPassword };
}
