import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Below this a gzip header and deflate blocks save too little to be worth a client's inflate. */
const COMPRESS_FROM_BYTES = 1024;

/** A serialised response with its validator, computed once when the cache is filled. */
export interface CachedBody {
  /** UTF-8 bytes, encoded once: a string would be re-encoded and re-measured on every send. */
  body: Buffer;
  etag: string;
  /**
   * The body gzipped, made on the first request that accepts it and kept with the entry, so a
   * hot list is compressed once per cache fill, not once per request; null when not worth it.
   */
  gzipped(): { body: Buffer; etag: string } | null;
}

/**
 * The bytes in a memory block of their own. Node hands out small buffers as slices of a shared 8 KB
 * pool, and zlib its output as a slice of a 16 KB chunk: kept in the cache for seconds, a 1 KB answer
 * would hold 8 or 16 KB, and which blocks stay pinned would decide the process's memory (the soak).
 */
function ownBlock(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const copy = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(copy);
  return copy;
}

export function cachedBody(text: string): CachedBody {
  const body = ownBlock(Buffer.from(text, 'utf8'));
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  let gzipped: { body: Buffer; etag: string } | null | undefined;
  return {
    body,
    etag: `"${hash}"`,
    gzipped() {
      if (gzipped === undefined) {
        // A strong validator names one representation: the compressed bytes get their own.
        gzipped = body.length >= COMPRESS_FROM_BYTES ? { body: ownBlock(gzipSync(body, { level: 6 })), etag: `"${hash}-gz"` } : null;
      }
      return gzipped;
    },
  };
}
