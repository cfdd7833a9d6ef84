import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { signingKeys } from '../db/schema/signing-keys.js';

/**
 * Signed links (ADR 62, reused by ADR 67): a token is HMAC-SHA256(key, "<subject>"), base64url. Each
 * purpose has its own key in `signing_keys`, made once at random by the first process that needs it,
 * so every process and restart signs alike; no token is stored, and any mail can carry the link again.
 */
async function signingKey(db: Db, keyName: string): Promise<string> {
  await db
    .insert(signingKeys)
    .values({ name: keyName, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.name, keyName));
  if (!row) throw new Error(`signing key ${keyName} missing after insert`);
  return row.secret;
}

function sign(key: string, subject: string): string {
  return createHmac('sha256', key).update(subject).digest('base64url');
}

export async function signedToken(db: Db, keyName: string, subject: string): Promise<string> {
  return sign(await signingKey(db, keyName), subject);
}

/** Whether `token` signs `subject`: compared in constant time, so no prefix of a token can be learnt. */
export async function isSignedToken(db: Db, keyName: string, subject: string, token: string): Promise<boolean> {
  // Checking a link never makes the key: before any link was signed, no token is valid.
  const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.name, keyName));
  if (!row) return false;
  const expected = Buffer.from(sign(row.secret, subject));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
