import { count, desc, sql } from 'drizzle-orm';
import type { SearchMissesResponse } from '../../../shared/search/search-admin.schema.js';
import type { Db } from '../../db/client.js';
import { searchMisses } from '../../db/schema/search.js';

/** A search as staff read it: lower-case, single spaces, at most 100 characters. */
export function missKey(query: string): string {
  return query.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim().slice(0, 100);
}

/**
 * Searches that found nothing, counted in memory and written every few seconds as one upsert per
 * query (`count = count + n`), so a burst of the same empty search is one write, not one per request,
 * and several processes add up. Only the text typed is kept: no user, session or address.
 */
export class SearchMissLog {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void,
    private readonly delayMs = 2_000,
  ) {}

  record(query: string): void {
    const key = missKey(query);
    if (key === '') return;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush(), this.delayMs);
  }

  /** Writes what is pending; resolves when it is written (tests and shutdown wait for it). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.pending;
    this.pending = new Map();
    this.flushing = this.flushing.then(async () => {
      if (batch.size === 0) return;
      try {
        await this.db
          .insert(searchMisses)
          .values([...batch].map(([query, n]) => ({ query, count: n })))
          .onConflictDoUpdate({ target: searchMisses.query, set: { count: sql`${searchMisses.count} + excluded.count`, lastSeenAt: sql`now()` } });
      } catch (error) {
        this.onError(error);
      }
    });
    return this.flushing;
  }
}

export async function listSearchMisses(db: Db, page: number, pageSize: number): Promise<SearchMissesResponse> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(searchMisses)
      .orderBy(desc(searchMisses.count), desc(searchMisses.lastSeenAt), searchMisses.query)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(searchMisses),
  ]);
  return {
    items: rows.map((r) => ({ query: r.query, count: r.count, firstSeenAt: r.firstSeenAt.toISOString(), lastSeenAt: r.lastSeenAt.toISOString() })),
    total: total?.n ?? 0,
    page,
    pageSize,
  };
}
