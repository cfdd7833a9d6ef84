/**
 * One key per checkout attempt (`Idempotency-Key`, 8–100 characters): a retry after a lost
 * response sends the same key, so the server answers with the order it already made.
 * randomUUID exists only in secure contexts; a shop reached over plain HTTP on a LAN still needs keys.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
