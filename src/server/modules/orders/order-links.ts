import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { signingKeys } from '../../db/schema/signing-keys.js';

/**
 * Signed order links (issue 22, ADR 62): a guest reaches their order by `/guest-orders/<id>?token=…`,
 * where the token is HMAC-SHA256(key, "order:<id>"). The key is made once, at random, by the first
 * process that needs it and kept in `signing_keys`, so every process and restart signs alike; no
 * token is stored, and any mail can carry the link again.
 */
const KEY_NAME = 'order-link';

async function orderLinkKey(db: Db): Promise<string> {
  await db
    .insert(signingKeys)
    .values({ name: KEY_NAME, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.name, KEY_NAME));
  if (!row) throw new Error('order link key missing after insert');
  return row.secret;
}

function sign(key: string, orderId: string): string {
  return createHmac('sha256', key).update(`order:${orderId}`).digest('base64url');
}

export async function orderToken(db: Db, orderId: string): Promise<string> {
  return sign(await orderLinkKey(db), orderId);
}

/** Whether `token` is this order's: compared in constant time, so no prefix of a token can be learnt. */
export async function isOrderToken(db: Db, orderId: string, token: string): Promise<boolean> {
  // Checking a link never makes the key: before any link was signed, no token is valid.
  const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.name, KEY_NAME));
  if (!row) return false;
  const expected = Buffer.from(sign(row.secret, orderId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** An order's page and its tax documents' PDFs, as its buyer opens them from a mail. */
export interface OrderLinks {
  page: string;
  invoice: string;
  creditNote: string;
}

/**
 * Where an order's mails send its buyer: the account's order page and PDFs (sign-in required) for an
 * account's order, the signed ones for a guest's order that no account has claimed yet (ADR 62, 68).
 */
export async function orderLinks(db: Db, publicUrl: string, orderId: string): Promise<OrderLinks> {
  const [row] = await db.select({ userId: orders.userId, guest: orders.placedAsGuest }).from(orders).where(eq(orders.id, orderId));
  if (row?.guest && row.userId === null) {
    const token = `?token=${await orderToken(db, orderId)}`;
    const api = `${publicUrl}/api/guest-orders/${orderId}`;
    return { page: `${publicUrl}/guest-orders/${orderId}${token}`, invoice: `${api}/invoice.pdf${token}`, creditNote: `${api}/credit-note.pdf${token}` };
  }
  const api = `${publicUrl}/api/orders/${orderId}`;
  return { page: `${publicUrl}/orders/${orderId}`, invoice: `${api}/invoice.pdf`, creditNote: `${api}/credit-note.pdf` };
}

export async function orderPageUrl(db: Db, publicUrl: string, orderId: string): Promise<string> {
  return (await orderLinks(db, publicUrl, orderId)).page;
}
