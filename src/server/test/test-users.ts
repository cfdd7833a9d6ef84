import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { createSession } from '../plugins/session/session-tokens.js';

/** A verified customer with a live session, made through the same services the app uses. */
export async function createSignedInCustomer(db: Db, overrides: { isAdmin?: boolean } = {}): Promise<{ id: string; email: string; token: string }> {
  const email = `shopper-${randomBytes(4).toString('hex')}@example.in`;
  const [user] = await db
    .insert(users)
    .values({
      username: 'Test Shopper',
      email,
      passwordHash: await hashPassword('correct horse battery'),
      isAdmin: overrides.isAdmin ?? false,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  const { token } = await createSession(db, user.id, overrides.isAdmin ? 'admin' : 'customer');
  return { id: user.id, email, token };
}
