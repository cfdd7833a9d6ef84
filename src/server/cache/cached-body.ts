import { createHash } from 'node:crypto';

/** A serialised response with its validator, computed once when the cache is filled. */
export interface CachedBody {
  /** UTF-8 bytes, encoded once: a string would be re-encoded and re-measured on every send. */
  body: Buffer;
  etag: string;
}

export function cachedBody(text: string): CachedBody {
  const body = Buffer.from(text, 'utf8');
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
}
