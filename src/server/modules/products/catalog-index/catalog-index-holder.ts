import type { AttributeFilters } from '../../../../shared/catalog/attribute-filters.js';
import type { ProductListQuery, ProductListResponse, ProductSummary } from '../../../../shared/catalog/product.schema.js';
import type { Db } from '../../../db/client.js';
import { indianDate } from '../../tax/indian-date.js';
import { CatalogIndex, type ProductChange } from './catalog-index.js';
import { LOAD_BATCH, loadBatch, loadRates, productCategories, rateOn, rowsById, type BatchStart, type RateRow } from './catalog-rows.js';

/** Ids re-read per statement when many products changed at once. */
const REREAD_CHUNK = 500;
/** Past this share of dead slots (deleted or moved products) the index is rebuilt from scratch. */
const REBUILD_AT_DEAD_SHARE = 0.2;
/** After a failed re-read, when to try again (the database may be back). */
const RETRY_MS = 1_000;

export type CatalogChanges = ProductChange[] | 'all';

/** Builds a whole index from the database, reading the catalog category by category in keyset batches. */
export async function buildCatalogIndex(db: Db): Promise<CatalogIndex> {
  const index = new CatalogIndex();
  for (const category of await productCategories(db)) {
    let after: BatchStart | null = null;
    for (;;) {
      const rows = await loadBatch(db, category, after);
      index.apply(rows);
      const last = rows[rows.length - 1];
      if (!last || rows.length < LOAD_BATCH) break;
      after = { sub: last.sub_category, id: last.id };
    }
  }
  index.prepare();
  return index;
}

/**
 * The process's catalog index and how it is kept current: products named by change notices are
 * re-read and applied one batch at a time (so an older read never lands after a newer one), and
 * each batch's changes are handed to `onChanges`, which drops the cached answers that showed them.
 * `refresh` resolves once a read that started after the call has been applied: a route that
 * changed products awaits it, so its own next read shows the change (read-your-writes).
 */
export class CatalogIndexHolder {
  private index = new CatalogIndex();
  private rates: RateRow[] = [];
  private ratesDay = '';
  private today = '';
  private dayCheckedUntil = 0;
  private readonly rateByHsn = new Map<string, number | null>();
  private readonly pending = new Set<string>();
  private everything = false;
  private queued: Promise<void> | null = null;
  private active: Promise<void> = Promise.resolve();
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  private loadedOnce = false;
  private markLoaded: () => void = () => undefined;
  /** Resolves once the whole catalog has been read in (the first load may be retried until the database answers). */
  readonly ready: Promise<void> = new Promise((resolve) => {
    this.markLoaded = resolve;
  });

  constructor(
    private readonly db: Db,
    private readonly onChanges: (changes: CatalogChanges) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  get productCount(): number {
    return this.index.productCount;
  }

  /** Whether the catalog has been read in; until then lists wait for `ready` and the server is not ready (/readyz). */
  get loaded(): boolean {
    return this.loadedOnce;
  }

  /**
   * Starts reading the whole catalog in the background: at a million products this takes tens of
   * seconds, longer than a plugin may take to start. Changes noticed meanwhile are applied after it.
   */
  start(): void {
    this.refresh('all').catch(this.onError);
  }

  /** Reads the whole catalog now (tests and tools that need the index at once). */
  async load(): Promise<void> {
    await this.refresh('all');
  }

  list(query: ProductListQuery, filters: AttributeFilters): ProductListResponse {
    return this.index.list(query, filters, (hsn) => this.rateOf(hsn));
  }

  /** Cards for a search's page (the search index finds, the catalog index shows, as lists do). */
  /** The index's own id and name strings of a product named `name` (CatalogIndex.sameStrings). */
  sameStrings(id: string, name: string): { id: string; name: string } | undefined {
    return this.index.sameStrings(id, name);
  }

  summariesOf(ids: string[]): ProductSummary[] {
    return this.index.summariesOf(ids, (hsn) => this.rateOf(hsn));
  }

  /** Re-reads these products (or, with 'all', the whole catalog and the GST rates) and applies what changed. */
  refresh(ids: string[] | 'all'): Promise<void> {
    if (ids === 'all') this.everything = true;
    else for (const id of ids) this.pending.add(id);
    return this.kick();
  }

  /** GST rates changed (staff added one): re-read them; lists show each price's rate. */
  async reloadRates(): Promise<void> {
    this.rates = await loadRates(this.db);
    this.rateByHsn.clear();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.retry);
  }

  /** The GST rate in force today for a code, as rate-in-force-sql.ts reads it; cached per Indian day. */
  private rateOf(hsn: string): number | null {
    const now = Date.now();
    // The Indian day, worked out at most once a second: a list asks for it once per product.
    if (now >= this.dayCheckedUntil) {
      this.today = indianDate(new Date(now));
      this.dayCheckedUntil = now + 1_000;
    }
    const day = this.today;
    if (day !== this.ratesDay) {
      this.rateByHsn.clear();
      this.ratesDay = day;
    }
    let rate = this.rateByHsn.get(hsn);
    if (rate === undefined) {
      rate = rateOn(this.rates, hsn, day);
      this.rateByHsn.set(hsn, rate);
    }
    return rate;
  }

  private kick(): Promise<void> {
    if (!this.queued) {
      const run = this.active.then(() => {
        this.queued = null;
        return this.runOnce();
      });
      this.queued = run;
      this.active = run.catch(() => undefined);
    }
    return this.queued;
  }

  private async runOnce(): Promise<void> {
    if (this.closed) return;
    const everything = this.everything;
    const ids = [...this.pending];
    this.everything = false;
    this.pending.clear();
    try {
      if (everything) {
        const rates = await loadRates(this.db);
        const index = await buildCatalogIndex(this.db);
        this.rates = rates;
        this.rateByHsn.clear();
        this.index = index;
        this.loadedOnce = true;
        this.markLoaded();
        this.onChanges('all');
        return;
      }
      const changes: ProductChange[] = [];
      for (let i = 0; i < ids.length; i += REREAD_CHUNK) {
        const chunk = ids.slice(i, i + REREAD_CHUNK);
        const rows = await rowsById(this.db, chunk);
        const found = new Set(rows.map((r) => r.id));
        changes.push(
          ...this.index.apply(
            rows,
            chunk.filter((id) => !found.has(id)),
          ),
        );
      }
      if (changes.length > 0) this.onChanges(changes);
      if (this.index.deadShare > REBUILD_AT_DEAD_SHARE) void this.refresh('all').catch(this.onError);
    } catch (error) {
      // Read again later: until then this process's index (and the answers built from it) may be behind.
      if (everything) this.everything = true;
      for (const id of ids) this.pending.add(id);
      clearTimeout(this.retry);
      this.retry = setTimeout(() => void this.kick().catch(this.onError), RETRY_MS);
      this.retry.unref();
      throw error;
    }
  }
}
