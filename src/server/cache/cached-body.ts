import { createHash } from 'node:crypto';

/** A serialised response with its validator, computed once when the cache is filled. */
export interface CachedBody {
  body: string;
  etag: string;
}

export function cachedBody(body: string): CachedBody {
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"` };
}
