import { sql } from 'drizzle-orm';
import type { TypedSpecs } from '../../../shared/catalog/attributes/typed-specs.js';
import { queryRows, type Db } from '../../db/client.js';
import type { IndexedProduct, ProductColumns } from './product-columns.js';
import { SearchIndex } from './search-index.js';
import { listSynonymGroups } from './synonyms.service.js';

interface ProductRow {
  id: string;
  name: string;
  brand: string;
  category_slug: string;
  sub_category: string;
  price_paise: number;
  discount: number;
  rating: number;
  is_new: boolean;
  is_featured: boolean;
  is_best_seller: boolean;
  created_at: string | Date;
  updated_at: string | Date;
  /** Whether shoppers may find it: not deleted, active, and not a variant under another card (the rule `listedAsCard` of product-visibility.ts). */
  listed: boolean;
  typed_specs: TypedSpecs | null;
  spec_text: string;
  body_text: string;
}

const columns = sql`id, name, brand, category_slug, sub_category, price_paise, discount, rating, is_new, is_featured, is_best_seller, created_at, updated_at,
  (deleted_at is null and status = 'active' and variant_of is null) as listed,
  typed_specs, (select coalesce(string_agg(value, ' '), '') from jsonb_each_text(specifications)) as spec_text,
  description || ' ' || (select coalesce(string_agg(value, ' '), '') from jsonb_array_elements_text(features)) as body_text`;

/**
 * Products of a range share their description and specs: one copy of each text while a load reads
 * them (the index keeps each distinct text once, ProductColumns); dropped with the load.
 */
type Interned = Map<string, string>;
function intern(texts: Interned, text: string): string {
  const held = texts.get(text);
  if (held !== undefined) return held;
  texts.set(text, text);
  return text;
}

/** The process's own copies of a product's id and name, where it holds the same name (the catalog index's). */
export type SharedStrings = (id: string, name: string) => { id: string; name: string } | undefined;

function toIndexed(row: ProductRow, texts: Interned = new Map(), shared?: SharedStrings): IndexedProduct {
  // A string per id and name of 100 000 products is ~10 MB: kept once in the process, not once per index (ADR 78).
  const same = shared?.(row.id, row.name);
  return {
    id: same?.id ?? row.id,
    name: same?.name ?? row.name,
    brand: row.brand,
    category: row.category_slug,
    sub: row.sub_category,
    pricePaise: Number(row.price_paise),
    discount: Number(row.discount),
    rating: Number(row.rating),
    isNew: row.is_new,
    isFeatured: row.is_featured,
    isBestSeller: row.is_best_seller,
    createdAt: new Date(row.created_at).getTime(),
    typedSpecs: row.typed_specs ?? {},
    specText: intern(texts, row.spec_text),
    bodyText: intern(texts, row.body_text),
  };
}

/** Whether the product in slot `doc` has the same words as `b` (a change of them builds a new index). */
const sameWords = (a: ProductColumns, doc: number, b: IndexedProduct) =>
  a.names[doc] === b.name &&
  a.brandOf(doc) === b.brand &&
  a.categoryOf(doc) === b.category &&
  a.subNames[a.subCode[doc] as number] === b.sub &&
  a.texts[a.specCode[doc] as number] === b.specText &&
  a.texts[a.bodyCode[doc] as number] === b.bodyText;

/** What lists sort and searches filter and count by besides the words (an order's stock changes none of it): a change is patched in place. */
function sameFields(a: ProductColumns, doc: number, b: IndexedProduct): boolean {
  const held = a.productAt(doc);
  return (
    held.pricePaise === b.pricePaise &&
    held.rating === b.rating &&
    held.isFeatured === b.isFeatured &&
    held.isBestSeller === b.isBestSeller &&
    held.createdAt === b.createdAt &&
    held.discount === b.discount &&
    held.isNew === b.isNew &&
    JSON.stringify(held.typedSpecs) === JSON.stringify(b.typedSpecs)
  );
}

/**
 * A change commits with the `updated_at` of its transaction's start, which can be older than the
 * newest one already read: rows changed this long before the last read are read again.
 */
const WATERMARK_OVERLAP_MS = 10_000;
/** Products read per statement when the index is first built. */
const LOAD_BATCH = 20_000;
/** Without a change notice (a lost one, or a write that sends none, like an order's stock), the index looks for changes this often. */
const RECHECK_MS = 5_000;

/**
 * The search index of one database, kept in this process (ADR 33). Built on first use; after a
 * catalog change notice, or at most every 5 s, the rows changed since the last read are fetched
 * (by `updated_at`, indexed): a change of price, flags or specs is patched into the index's columns
 * in place, a change of its words (or of the synonyms) builds a new index from the held one's
 * products and the changes. The index is the only copy of the catalog this module keeps (ADR 74:
 * a map of the rows beside it held the catalog twice). Searches keep using the index they started
 * with meanwhile.
 */
export class SearchCatalog {
  private index: SearchIndex | null = null;
  private loading: Promise<SearchIndex> | null = null;
  private refreshing: Promise<void> | null = null;
  private synonymsKey = '';
  private synonyms: string[][] = [];
  private watermark = 0;
  private checkedAt = 0;
  private changed = false;
  /** Products named by change notices since the last read: read again by id at the next search. */
  private readonly pendingIds = new Set<string>();
  /** Where a failed background refresh is reported (the server's log); the held index keeps answering. */
  private onError: (error: unknown) => void = () => undefined;
  private sharedStrings: SharedStrings | undefined;

  constructor(
    private readonly db: Db,
    private readonly loadBatch = LOAD_BATCH,
  ) {}

  /**
   * Starts loading the index (at server start), so the first search does not wait for it. With
   * `sharedStrings`, products' ids and names are the strings another index of the process holds.
   */
  warm(onError: (error: unknown) => void, sharedStrings?: SharedStrings): void {
    this.onError = onError;
    this.sharedStrings = sharedStrings;
    this.current().catch(onError);
  }

  /** The current index, loading it the first time. */
  async current(): Promise<SearchIndex> {
    if (this.index) {
      // A refresh that fails (the database slow or away) must not end the process: the next search tries again.
      if (this.changed || this.pendingIds.size > 0 || Date.now() - this.checkedAt > RECHECK_MS)
        this.refresh().catch((error: unknown) => {
          this.changed = true;
          this.onError(error);
        });
      return this.index;
    }
    this.loading ??= this.load().finally(() => {
      this.loading = null;
    });
    return this.loading;
  }

  /**
   * Called on a change notice: the products it names are read again by id at the next search;
   * without names (synonyms, a reconnect, too many products), whatever changed since the last read.
   */
  markChanged(ids: readonly string[] | 'all' = 'all'): void {
    if (ids === 'all') this.changed = true;
    else for (const id of ids) this.pendingIds.add(id);
  }

  /** Fetches what changed now and waits for it (tests, and staff's own saves, want to see their change at once). */
  async refreshNow(ids: readonly string[] | 'all' = 'all'): Promise<void> {
    if (!this.index) return;
    this.markChanged(ids);
    await this.refresh();
  }

  private async load(): Promise<SearchIndex> {
    this.checkedAt = Date.now();
    // In keyset batches: one statement reading a million products ran past the statement timeout.
    let after: string | null = null;
    const texts: Interned = new Map();
    const loaded: IndexedProduct[] = [];
    for (;;) {
      const from = after === null ? sql`` : sql`and id > ${after}`;
      const rows: ProductRow[] = await queryRows<ProductRow>(
        this.db,
        sql`select ${columns} from products where deleted_at is null and status = 'active' and variant_of is null ${from} order by id limit ${this.loadBatch}`,
      );
      for (const row of rows) {
        loaded.push(toIndexed(row, texts, this.sharedStrings));
        this.watermark = Math.max(this.watermark, new Date(row.updated_at).getTime());
      }
      if (rows.length < this.loadBatch) break;
      after = (rows[rows.length - 1] as ProductRow).id;
    }
    this.setSynonyms(await listSynonymGroups(this.db));
    this.index = new SearchIndex(loaded, this.synonyms);
    return this.index;
  }

  private setSynonyms(groups: string[][]): boolean {
    const key = JSON.stringify(groups);
    if (key === this.synonymsKey) return false;
    this.synonymsKey = key;
    this.synonyms = groups;
    return true;
  }

  /** One read at a time; changes noticed during a read are read right after it, before the promise resolves. */
  private refresh(): Promise<void> {
    this.refreshing ??= (async () => {
      do {
        if (this.changed || Date.now() - this.checkedAt > RECHECK_MS) await this.readChanges();
        else await this.readNamed();
      } while (this.changed || this.pendingIds.size > 0);
    })().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  /** The products change notices named (an order's few, a staff edit's one), by primary key. */
  private async readNamed(): Promise<void> {
    const ids = [...this.pendingIds];
    this.pendingIds.clear();
    if (ids.length === 0) return;
    const rows = await queryRows<ProductRow>(
      this.db,
      sql`select ${columns} from products where id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    const listed = rows.filter((row) => row.listed);
    const kept = new Set(listed.map((row) => row.id));
    this.apply(
      listed.map((row) => toIndexed(row, undefined, this.sharedStrings)),
      ids.filter((id) => !kept.has(id)),
    );
  }

  private async readChanges(): Promise<void> {
    this.changed = false;
    // Whatever changed since the last read, the named products included.
    this.pendingIds.clear();
    const since = new Date(Math.min(this.watermark, this.checkedAt - WATERMARK_OVERLAP_MS));
    this.checkedAt = Date.now();
    const [rows, synonyms] = await Promise.all([
      queryRows<ProductRow>(this.db, sql`select ${columns} from products where updated_at > ${since.toISOString()}::timestamptz`),
      listSynonymGroups(this.db),
    ]);
    for (const row of rows) this.watermark = Math.max(this.watermark, new Date(row.updated_at).getTime());
    const removed = rows.filter((row) => !row.listed).map((row) => row.id);
    this.apply(
      rows.filter((row) => row.listed).map((row) => toIndexed(row, undefined, this.sharedStrings)),
      removed,
      synonyms,
    );
  }

  /**
   * Applies changed products (and removed ids, and the synonyms as they are now): a change of price,
   * flags or specs is patched into the held index, a change of words builds a new index. Any
   * loader can feed this (ADR 33: the catalog's change notices of another module may, on merge).
   */
  apply(changed: IndexedProduct[], removedIds: string[], synonyms: string[][] = this.synonyms): void {
    const index = this.index;
    // Before the first load there is nothing to patch: the load reads every product as it is then.
    if (!index) return;
    const columns = index.columns;
    let rebuild = this.setSynonyms(synonyms);
    const removed = new Set(removedIds.filter((id) => columns.docOf(id) >= 0));
    if (removed.size > 0) rebuild = true;
    const patches: IndexedProduct[] = [];
    const replaced = new Map<string, IndexedProduct>();
    for (const fresh of changed) {
      const doc = columns.docOf(fresh.id);
      if (doc < 0 || !sameWords(columns, doc, fresh)) {
        replaced.set(fresh.id, fresh);
        rebuild = true;
      } else if (!sameFields(columns, doc, fresh)) patches.push(fresh);
      // Otherwise read again for a change the index does not hold (an order's stock): nothing to do.
    }
    if (!rebuild) {
      // One at a time: each move finds its place among products that are all in order.
      for (const fresh of patches) index.patch(fresh);
      return;
    }
    for (const fresh of patches) replaced.set(fresh.id, fresh);
    // Products keep their slots (new ones come last), as the rows map this replaced kept its order.
    const products: IndexedProduct[] = [];
    for (let doc = 0; doc < columns.size; doc += 1) {
      const id = columns.ids[doc] as string;
      if (removed.has(id)) continue;
      const fresh = replaced.get(id);
      replaced.delete(id);
      products.push(fresh ?? columns.productAt(doc));
    }
    for (const fresh of replaced.values()) products.push(fresh);
    this.index = new SearchIndex(products, this.synonyms);
  }
}

const catalogs = new WeakMap<Db, SearchCatalog>();

/** The search catalog of a database handle (one per app; tests make many). */
export function searchCatalogOf(db: Db): SearchCatalog {
  let catalog = catalogs.get(db);
  if (!catalog) catalogs.set(db, (catalog = new SearchCatalog(db)));
  return catalog;
}
