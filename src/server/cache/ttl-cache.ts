interface Entry<V> {
  value: V;
  expiresAt: number;
  /** Set when one request has been sent to refresh an expired entry; until then others get the old value. */
  refreshClaimedUntil: number;
}

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

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  /**
   * A fresh value; or, for an expired one, undefined to the first caller (who should load it, through
   * getOrLoad) and the old value to everyone else while that load runs.
   */
  get(key: string): V | undefined {
    const entry = this.usableEntry(key);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.expiresAt > now || this.loading.has(key) || entry.refreshClaimedUntil > now) return entry.value;
    entry.refreshClaimedUntil = now + REFRESH_CLAIM_MS;
    return undefined;
  }

  set(key: string, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: dropping the first key evicts the oldest entry.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expiresAt: Date.now() + this.ttlMs, refreshClaimedUntil: 0 });
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.usableEntry(key);
    if (entry && entry.expiresAt > Date.now()) return entry.value;
    const pending = this.loading.get(key) ?? this.startLoad(key, load);
    if (!entry) return pending;
    // Expired: answer with the old value now; the load replaces it for the next request.
    pending.catch(() => this.entries.delete(key));
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
    this.loading.clear();
    this.generation += 1;
  }

  /** The entry unless it is older than one more TTL past its expiry, which is never served. */
  private usableEntry(key: string): Entry<V> | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt + this.ttlMs <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private startLoad(key: string, load: () => Promise<V>): Promise<V> {
    const generation = this.generation;
    const pending = load()
      .then((value) => {
        if (generation === this.generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === pending) this.loading.delete(key);
      });
    this.loading.set(key, pending);
    return pending;
  }
}
