interface Entry<V> {
  value: V;
  expiresAt: number;
  /** Set when one request has been sent to refresh an expired entry; until then others get the old value. */
  refreshClaimedUntil: number;
  bytes: number;
}

export interface TtlCacheLimits<V> {
  maxEntries: number;
  /** With `sizeOf`: the oldest fills are evicted until the values' sizes add up to no more than this. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  /**
   * When a reload brings a value the same as the one it replaces, the entry keeps its old value and
   * whatever was derived from it (compressed copies, prepared headers): nothing new to keep alive.
   */
  sameValue?: (previous: V, loaded: V) => boolean;
  /** What a value shows (catalog-tags.ts): `evictTagged` drops the values that carry any of the tags named. */
  tagsOf?: (value: V) => readonly string[] | undefined;
}

/** Eviction batches remembered so that a load which started before one cannot put back what it dropped. */
const EVICTIONS_KEPT = 512;

/** How long one claimed refresh may take before another request is sent to try again. */
const REFRESH_CLAIM_MS = 1_000;

/**
 * A small in-process cache for hot, public, rarely-changing reads (catalog pages). Entries expire after
 * `ttlMs`, so several server processes converge within that window even without an invalidation signal;
 * writers call `clear()` for immediate effect on this process.
 *
 * Under load an expiring entry must not send every waiting request to the database at once (with
 * 100 000 products a search answer takes tens of milliseconds to build, and 50 connections would build
 * it 50 times): one load runs per key, and while an expired entry is being rebuilt the others are
 * answered from it, for at most one more `ttlMs`.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly loading = new Map<string, Promise<V>>();
  /** Bumped by clear(): a load that started before it must not put its (old) answer back. */
  private generation = 0;
  private bytes = 0;
  /**
   * Keys by tag, for the entries whose values carry tags. Most tags (a product's) are carried by one
   * entry: that key is held as itself, and a set only once a second entry carries the tag — a list
   * answer carries a tag per product shown, and a set for each was most of what filling the cache cost.
   */
  private readonly tagged = new Map<string, string | Set<string>>();
  /** Bumped by each evictTagged; recent batches are kept with their number. */
  private evictionNumber = 0;
  private readonly evictions: { number: number; tags: ReadonlySet<string> }[] = [];

  constructor(
    private readonly ttlMs: number,
    private readonly limits: TtlCacheLimits<V>,
  ) {}

  /** How many entries it holds (tests: unknown query parameters must not add any). */
  get size(): number {
    return this.entries.size;
  }

  /** The values' total size by `sizeOf` (0 without it). */
  get totalBytes(): number {
    return this.bytes;
  }

  /**
   * A fresh value; or, for an expired one, undefined to the first caller (who should load it, through
   * getOrLoad) and the old value to everyone else while that load runs.
   */
  get(key: string): V | undefined {
    const entry = this.usableEntry(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (this.servable(key, entry, now)) return entry.value;
    entry.refreshClaimedUntil = now + REFRESH_CLAIM_MS;
    return undefined;
  }

  /**
   * What may be served without a load: a fresh value, or an expired one while its refresh has been
   * claimed or is running. Unlike get(), it never claims the refresh itself, so a caller that cannot
   * load (the cache-hit fast path in front of Fastify) leaves that to the route, which gets undefined
   * from get() and loads exactly as if the fast path were not there.
   */
  peek(key: string): V | undefined {
    const entry = this.usableEntry(key);
    return entry && this.servable(key, entry, Date.now()) ? entry.value : undefined;
  }

  set(key: string, value: V): void {
    const { maxEntries, maxBytes = Infinity, sizeOf } = this.limits;
    const bytes = sizeOf ? sizeOf(value) : 0;
    // Deleted first, so a refilled key moves to the back of the queue: eviction takes the oldest fill.
    this.remove(key);
    if (bytes > maxBytes) return;
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < maxEntries && this.bytes + bytes <= maxBytes) break;
      // Maps iterate in insertion order: the first key is the oldest fill.
      this.remove(oldest);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs, refreshClaimedUntil: 0, bytes });
    this.bytes += bytes;
    for (const tag of this.limits.tagsOf?.(value) ?? []) {
      const keys = this.tagged.get(tag);
      if (keys === undefined) this.tagged.set(tag, key);
      else if (typeof keys !== 'string') keys.add(key);
      else if (keys !== key) this.tagged.set(tag, new Set([keys, key]));
    }
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.usableEntry(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value;
    const pending = this.loading.get(key) ?? this.startLoad(key, load);
    if (!entry) return pending;
    // Expired: answer with the old value now; the load replaces it for the next request.
    pending.catch(() => this.remove(key));
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.tagged.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  /**
   * Drops every value that carries one of these tags, and keeps loads already running from storing
   * a value that carries one (it was read before the change): their callers still get it, once.
   * Returns how many entries were dropped.
   */
  evictTagged(tags: Iterable<string>): number {
    const batch = new Set(tags);
    if (batch.size === 0) return 0;
    this.evictionNumber += 1;
    this.evictions.push({ number: this.evictionNumber, tags: batch });
    if (this.evictions.length > EVICTIONS_KEPT) this.evictions.shift();
    let dropped = 0;
    for (const tag of batch) {
      const keys = this.tagged.get(tag);
      if (keys === undefined) continue;
      for (const key of typeof keys === 'string' ? [keys] : [...keys]) {
        this.remove(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  /** How many entries carry this tag (tests). */
  taggedCount(tag: string): number {
    const keys = this.tagged.get(tag);
    return keys === undefined ? 0 : typeof keys === 'string' ? 1 : keys.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    for (const tag of this.limits.tagsOf?.(entry.value) ?? []) {
      const keys = this.tagged.get(tag);
      if (keys === key) this.tagged.delete(tag);
      else if (typeof keys === 'object') {
        keys.delete(key);
        if (keys.size === 0) this.tagged.delete(tag);
      }
    }
  }

  /** Whether an eviction since `since` named one of the value's tags (or so many happened that it cannot tell). */
  private evictedSince(since: number, value: V): boolean {
    if (since === this.evictionNumber) return false;
    const tags = this.limits.tagsOf?.(value);
    if (!tags || tags.length === 0) return false;
    const oldest = this.evictions[0]?.number ?? Infinity;
    if (since + 1 < oldest) return true;
    for (const eviction of this.evictions) if (eviction.number > since && tags.some((tag) => eviction.tags.has(tag))) return true;
    return false;
  }

  /** Fresh, or expired while someone already rebuilds it. */
  private servable(key: string, entry: Entry<V>, now: number): boolean {
    return entry.expiresAt > now || this.loading.has(key) || entry.refreshClaimedUntil > now;
  }

  /** The entry unless it is older than one more TTL past its expiry, which is never served. */
  private usableEntry(key: string): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt + this.ttlMs <= Date.now()) {
      this.remove(key);
      return undefined;
    }
    return entry;
  }

  private startLoad(key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.generation;
    const evictionNumber = this.evictionNumber;
    const pending = load()
      .then((value) => {
        if (generation !== this.generation || this.evictedSince(evictionNumber, value)) return value;
        const previous = this.entries.get(key)?.value;
        const kept = previous !== undefined && this.limits.sameValue?.(previous, value) ? previous : value;
        this.set(key, kept);
        return kept;
      })
      .finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      });
    this.loading.set(key, pending);
    return pending;
  }
}
