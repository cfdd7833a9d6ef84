import type { Db } from '../db/client.js';

/**
 * How long a cached value may be used if every drop were missed (a notice lost while the listener was
 * reconnecting is already covered: the reconnect drops everything). A safety net, not the mechanism.
 */
export const REFERENCE_DATA_TTL_MS = 10_000;

/** Per-pincode values (the directory, the courier's list) are many: past this many keys the cache starts over. */
const MAX_KEYS = 5_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/**
 * Reference data that staff change rarely and the order path reads on every order (delivery rules,
 * pincodes, COD settings, the seller, GST rates, promotions), kept in this process (ADR 72). Writers
 * in this process drop it after their commit (`dropReferenceData`), and every process drops it on
 * the tables' change notice (plugins/reference-data.ts). A load that started before a drop is never
 * kept past it, so a value read before a change cannot outlive the change's drop.
 */
export class ReferenceDataCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = REFERENCE_DATA_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.clock();
    const found = this.entries.get(key);
    if (found && found.expiresAt > now) return found.value as Promise<T>;
    // A Drizzle query is a lazy thenable that runs again on every `then`: adopted once here, it runs once.
    const value = Promise.resolve(load());
    if (this.entries.size >= MAX_KEYS) this.entries.clear();
    const entry = { value, expiresAt: now + this.ttlMs };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    // Shared by the readers that come while it loads. A drop meanwhile removes it with the rest, so a
    // load that may have read the old row is never handed to a reader that came after the drop.
    return value;
  }

  /** Forgets everything: the next read of each key goes to the database. */
  drop(): void {
    this.entries.clear();
  }
}

/** Each database handle's cache, and the transactions opened on it that share it (a transaction is a handle of its own). */
const caches = new WeakMap<Db, ReferenceDataCache>();

/** Turns caching on for `db` (two servers on one handle, as some tests run them, share one cache). */
export function attachReferenceData(db: Db): ReferenceDataCache {
  const cache = caches.get(db) ?? new ReferenceDataCache();
  caches.set(db, cache);
  return cache;
}

/** A transaction reads the cache of the handle it was opened on; a miss loads through the transaction's own connection. */
export function shareReferenceData(db: Db, tx: Db): void {
  const cache = caches.get(db);
  if (cache) caches.set(tx, cache);
}

/** Cached when `db` has a cache (a server's handle), else read each time (scripts, tests of a service alone). */
export function readReferenceData<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(key, load) : load();
}

/** Called by a writer of reference data after its write committed: this process's next read sees it (read-your-writes). */
export function dropReferenceData(db: Db): void {
  caches.get(db)?.drop();
}
