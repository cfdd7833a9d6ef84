import type { Db } from '../../db/client.js';
import { isSignedToken, signedToken } from '../../http/signed-tokens.js';

/**
 * One-click unsubscribe links (ADR 67): the token is HMAC-SHA256 of "newsletter-unsubscribe:<subscriber id>"
 * with a key of its own in `signing_keys` (the mechanism of ADR 62's order links), so a link works
 * without signing in, from any process, for as long as the key is kept.
 */
const KEY_NAME = 'newsletter-unsubscribe';
const subject = (subscriberId: string) => `newsletter-unsubscribe:${subscriberId}`;

export async function isUnsubscribeToken(db: Db, subscriberId: string, token: string): Promise<boolean> {
  return isSignedToken(db, KEY_NAME, subject(subscriberId), token);
}

export interface UnsubscribeLinks {
  /** The storefront page that asks before unsubscribing (the link in the mail's text). */
  page: string;
  /** The API address a mail client POSTs to for RFC 8058 one-click unsubscribe (List-Unsubscribe). */
  oneClick: string;
}

export async function unsubscribeLinks(db: Db, publicUrl: string, subscriberId: string): Promise<UnsubscribeLinks> {
  const query = `subscriber=${encodeURIComponent(subscriberId)}&token=${await signedToken(db, KEY_NAME, subject(subscriberId))}`;
  return { page: `${publicUrl}/newsletter/unsubscribe?${query}`, oneClick: `${publicUrl}/api/newsletter/unsubscribe?${query}` };
}

/** RFC 2369 and RFC 8058: mail clients show their own Unsubscribe button, which POSTs `List-Unsubscribe=One-Click`. */
export function unsubscribeHeaders(links: UnsubscribeLinks): Record<string, string> {
  return { 'List-Unsubscribe': `<${links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
