/**
 * Where sign-in should send the shopper afterwards, carried as navigation state `{ from }` by pages
 * that need an account (checkout, Buy Now, cart, wishlist, an order).
 */
export interface ReturnState {
  from: string;
}

export function returnState(from: string): ReturnState {
  return { from };
}

/**
 * Reads `{ from }` from untyped history state. Only in-app paths are honoured ('/x', never '//host'
 * or 'https://…'), so a crafted link cannot bounce a fresh session to another site.
 */
export function readReturnPath(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('from' in state)) return null;
  const { from } = state;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return null;
  // URL parsing drops tabs and line breaks, so '/\t/evil.example' would navigate to '//evil.example'.
  if (/\p{Cc}/u.test(from)) return null;
  return from;
}
