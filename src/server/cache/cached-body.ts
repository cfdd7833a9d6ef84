import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gunzipSync, gzip, gzipSync } from 'node:zlib';

/** Below this a gzip header and deflate blocks save too little to be worth a client's inflate. */
const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli at quality 11 makes list answers 19–26 % smaller than gzip but takes ~30 ms for 24 KB, so it
 * is made, off the main thread, only for an entry that this many brotli-accepting requests asked for
 * in its life (at most 10 s): 60 µs of compression per answer at worst. Until it is ready they get
 * gzip. Long-tail entries, even those a crowd asks for at once (the soak's 50 connections), never pay.
 */
const BROTLI_AFTER_REQUESTS = 500;
/** Compressions run one at a time, so a burst of hot entries (after a catalog write) cannot fill the thread pool. */
const BROTLI_AT_ONCE = 1;
let brotliRunning = 0;
const gzipOffThread = promisify(gzip);
/**
 * Handing a deflate to libuv's pool costs the event loop a zlib stream, its callbacks and a promise:
 * more than deflating a list answer (~11 KB, ~0.05 ms) there and then. Measured in process
 * (`bench/list-cpu.ts`, alternating runs): gzip on the pool made an uncached list 0.06–0.2 ms and a
 * search 0.15–0.3 ms dearer, in CPU and wall time alike. Pages (~90 KB, ~0.3 ms) still go to the pool (ADR 78).
 */
const GZIP_OFF_THREAD_FROM_BYTES = 24 * 1024;
/**
 * Answers are deflated on the event loop, most of them for one request of the long tail: level 1
 * costs a list answer (~11 KB) about a third less CPU than level 6 for ~13 % more bytes (2.1 against
 * 1.9 KB). An answer many ask for gets brotli besides. Pages, deflated on the pool where the event
 * loop does not wait for them, keep level 6 (ADR 79).
 */
const GZIP_IN_PLACE = { level: 1 };
const GZIP_ON_POOL = { level: 6 };
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };

/** The encodings a client accepts, of those the cache makes (http/accept-encoding.ts reads them from the request). */
export interface AcceptedEncodings {
  br: boolean;
  gzip: boolean;
}

export interface EncodedBody {
  body: Buffer;
  /** A strong validator names one representation: each encoding gets its own. */
  etag: string;
  encoding: 'br' | 'gzip';
}

/** Marks a cached answer that anyone asking for the exact URL it is cached under may be given. */
export interface PublicRead {
  /** The route pattern it came from (`/api/products/:id`): what metrics count its answers under. */
  route: string;
  cacheControl: string;
}

/** A serialised response with its validator, computed once when the cache is filled. */
export interface CachedBody {
  /** The length of the UTF-8 body; 0 is the "no such product" marker. */
  readonly length: number;
  /**
   * The UTF-8 bytes, for a client that takes no compression. Encoded once: a string would be
   * re-encoded and re-measured on every send. A body stored with its gzip form keeps only that, and
   * inflates it here (ADR 78).
   */
  identity(): Buffer;
  /** The bytes the entry holds now: what the cache's byte bound counts. */
  heldBytes(): number;
  etag: string;
  /**
   * The smallest form the client accepts, kept with the entry so a hot list is compressed once per
   * cache fill, not once per request: brotli once made, else gzip (made on the first request that
   * accepts it); null when the body is too small to be worth it, or the client takes neither.
   */
  encodedFor(accepted: AcceptedEncodings): EncodedBody | null;
  /**
   * Makes the gzip form now (off the main thread when the body is large) instead of on the first
   * request that accepts it, and then keeps only that form.
   */
  gzipAhead(): Promise<void>;
  /**
   * Only on public reads cached under their URL: the cache-hit fast path (http/cache-hit-fast-path.ts)
   * answers nothing else, so an entry under a name like `all` (signed-in users only) never leaks.
   */
  publicRead?: PublicRead;
  /** What it shows, for dropping it when that changes (cache/catalog-tags.ts); none: only a full clear drops it. */
  tags?: readonly string[];
}

/** A rendered storefront page, with the status it is sent with (404 for an address that is no page). */
export interface CachedPage {
  status: number;
  html: CachedBody;
  /** The tags of the catalog answers it was rendered from. */
  tags?: readonly string[];
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

export function cachedBody(text: string, publicRead?: PublicRead, tags?: readonly string[]): CachedBody {
  // Null once the gzip form is made ahead: every browser takes gzip, and the identity bytes were most of the caches' memory.
  let body: Buffer | null = ownBlock(Buffer.from(text, 'utf8'));
  const length = body.length;
  const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
  const compressible = length >= COMPRESS_FROM_BYTES;
  let gzipped: EncodedBody | undefined;
  let brotli: EncodedBody | undefined;
  let brotliAsked = 0;
  let brotliStarted = false;
  const identity = (): Buffer => body ?? gunzipSync(gzipped?.body ?? Buffer.alloc(0));
  const gzipForm = (compressed: Buffer): EncodedBody => ({ body: ownBlock(compressed), etag: `"${hash}-gz"`, encoding: 'gzip' });
  const makeBrotli = (raw: Buffer): void => {
    brotliCompress(raw, BROTLI_OPTIONS, (error, compressed) => {
      brotliRunning -= 1;
      if (!error) brotli = { body: ownBlock(compressed), etag: `"${hash}-br"`, encoding: 'br' };
    });
  };
  return {
    length,
    identity,
    heldBytes: () => (body?.length ?? 0) + (gzipped?.body.length ?? 0) + (brotli?.body.length ?? 0),
    etag: `"${hash}"`,
    publicRead,
    tags,
    encodedFor(accepted) {
      if (!compressible) return null;
      if (accepted.br) {
        if (brotli) return brotli;
        brotliAsked += 1;
        if (brotliAsked >= BROTLI_AFTER_REQUESTS && !brotliStarted && brotliRunning < BROTLI_AT_ONCE) {
          brotliStarted = true;
          brotliRunning += 1;
          // On libuv's thread pool: the event loop keeps answering (with gzip) meanwhile. A failure leaves gzip in place.
          if (body) makeBrotli(body);
          else
            gunzip(gzipped?.body ?? Buffer.alloc(0), (error, raw) => {
              if (error) brotliRunning -= 1;
              else makeBrotli(raw);
            });
        }
      }
      if (!accepted.gzip) return null;
      gzipped ??= gzipForm(gzipSync(identity(), GZIP_IN_PLACE));
      return gzipped;
    },
    async gzipAhead() {
      if (!compressible || !body) return;
      const compressed = body.length >= GZIP_OFF_THREAD_FROM_BYTES ? await gzipOffThread(body, GZIP_ON_POOL) : gzipSync(body, GZIP_IN_PLACE);
      gzipped ??= gzipForm(compressed);
      body = null;
    },
  };
}

/**
 * A cached body whose gzip form is made before it is stored (every client asks for gzip), and which
 * then keeps only that form: on libuv's thread pool for a large body (a page), where the event loop
 * would wait longest; in place for an answer, which costs the loop less than the handing over.
 */
export async function compressedCachedBody(text: string, publicRead?: PublicRead, tags?: readonly string[]): Promise<CachedBody> {
  const cached = cachedBody(text, publicRead, tags);
  await cached.gzipAhead();
  return cached;
}
