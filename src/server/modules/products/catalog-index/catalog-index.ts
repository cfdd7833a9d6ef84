import type { AttributeFilters } from '../../../../shared/catalog/attribute-filters.js';
import {
  anyCategoryAttribute,
  attributesOf,
  categoryAttributes,
  type AttributeDeclaration,
} from '../../../../shared/catalog/attributes/attribute-declarations.js';
import type { ProductFacet } from '../../../../shared/catalog/product-facets.schema.js';
import type { ProductListQuery, ProductListResponse, ProductSummary } from '../../../../shared/catalog/product.schema.js';
import { rupeesToPaise } from '../../../../shared/money.js';
import { bucketsOf, shapeFacets, type FacetRow } from '../product-facets.js';
import { toProductSummaryDto } from '../product-dto.js';
import type { IndexRow } from './catalog-rows.js';

const LIVE = 1;
const IS_NEW = 2;
const FEATURED = 4;
const BEST_SELLER = 8;
/** Stars a rating facet offers, as in product-facets.ts: whole stars (countRatings counts by whole star). */
const RATING_STEPS = [4, 3, 2, 1];
/** Filter sets whose selection is kept, and the most memory their row bits may take (4-byte words: 4 MB). */
const SELECTIONS_KEPT = 256;
const SELECTION_WORDS_KEPT = 1 << 20;
/** Past this many rows changed at once, the sorted orders are rebuilt instead of patched. */
const PATCH_ORDERS_UP_TO = 64;

/** What changed about one product, for the caches to drop exactly what showed it (catalog-invalidation.ts). */
export interface ProductChange {
  id: string;
  /** Its category before and after; null when it was not listed before, or is not any more. */
  before: string | null;
  after: string | null;
  /** Only its stock moved (an order, a cancellation): lists keep their members, order and counts. */
  stockOnly: boolean;
  /** It went in or out of stock: lists filtered by stock change members. */
  stockCrossedZero: boolean;
}

/** Interns strings as small codes; code 0 is kept for "none" where a column needs it. */
class Codes {
  readonly texts: string[];
  private readonly codes = new Map<string, number>();
  constructor(reserveZero: boolean) {
    this.texts = reserveZero ? [''] : [];
  }
  code(text: string): number {
    let code = this.codes.get(text);
    if (code === undefined) {
      code = this.texts.length;
      this.texts.push(text);
      this.codes.set(text, code);
    }
    return code;
  }
  find(text: string): number | undefined {
    return this.codes.get(text);
  }
}

/** A category's rows and their typed attributes, indexed by position in the block (`local`). */
interface Block {
  code: number;
  slug: string;
  rows: Int32Array;
  size: number;
  numbers: Map<string, Float64Array>;
  /** Per number attribute, each row's bucket as a small code (bucketCode), worked out once when the row is placed. */
  buckets: Map<string, { edges: Float64Array; codes: Uint8Array }>;
  enums: Map<string, Uint16Array>;
}

function grownInt32(a: Int32Array, size: number): Int32Array {
  const b = new Int32Array(size);
  b.set(a);
  return b;
}
function grownFloat64(a: Float64Array, size: number, fill = 0): Float64Array {
  const b = new Float64Array(size);
  if (fill !== 0) b.fill(fill);
  b.set(a);
  return b;
}

type Order = 'featured' | 'price-low' | 'price-high' | 'newest';
const ORDERS: Order[] = ['featured', 'price-low', 'price-high', 'newest'];

/**
 * Every listed product's list fields in columns (typed arrays), in this process's memory: lists,
 * their totals and their facets are computed here by one pass over the rows in scope, instead of
 * a page, a count and an aggregate in PostgreSQL per request (ADR 36). The answer is the one the
 * SQL of products.service.ts gives for the same query (catalog-index.test.ts compares them).
 *
 * Kept current by `apply` with the rows PostgreSQL notices name (catalog-index-holder.ts).
 */
export class CatalogIndex {
  private size = 0;
  private capacity = 0;
  private dead = 0;
  private ids: string[] = [];
  private names: string[] = [];
  private images: string[] = [];
  private hsns: string[] = [];
  private reviewCounts = new Int32Array(0);
  private categoryOf = new Uint8Array(0);
  private local = new Int32Array(0);
  private subOf = new Uint16Array(0);
  private brandOf = new Uint16Array(0);
  private price = new Int32Array(0);
  private discount = new Uint8Array(0);
  private rating = new Float64Array(0);
  private stock = new Int32Array(0);
  private flags = new Uint8Array(0);
  private created = new Float64Array(0);
  /** Marks the rows that pass every filter of the query being answered (its number), for the page walk. */
  /** Recent filter sets' selections (select()), least recently used first. */
  private readonly selections = new Map<string, Selection>();
  private selectionWords = 0;
  /** Scratch of scan(): positions in the block that pass the base conditions, and the facet filters each fails. */
  private candidates = new Int32Array(0);
  private fails = new Int32Array(0);
  private readonly byId = new Map<string, number>();
  private readonly categories = new Codes(false);
  private readonly subs = new Codes(false);
  private readonly brands = new Codes(false);
  private readonly strings = new Map<string, string>();
  private readonly blocks: Block[] = [];
  /** Per attribute key, its values' JSON text (as `typed_specs -> key` prints it) ↔ code; 0 is "no value". */
  private readonly enumCodes = new Map<string, Codes>();
  private readonly orders = new Map<Order, Int32Array>();
  private ordersStale = true;

  get productCount(): number {
    return this.byId.size;
  }

  /** Share of rows that are dead slots (deleted or moved): past a fifth the holder rebuilds from scratch. */
  get deadShare(): number {
    return this.size === 0 ? 0 : this.dead / this.size;
  }

  /** Adds, updates or (for rows no longer listed) removes products; returns what changed about each. */
  apply(rows: IndexRow[], missingIds: string[] = []): ProductChange[] {
    const changes: ProductChange[] = [];
    let reorder = 0;
    const touched: number[] = [];
    for (const id of missingIds) {
      const change = this.remove(id);
      if (change) {
        changes.push(change);
        reorder += 1;
      }
    }
    for (const row of rows) {
      if (!row.listed) {
        const change = this.remove(row.id);
        if (change) {
          changes.push(change);
          reorder += 1;
        } else if (row.variant_of !== null) {
          // A variant is on no list, but its page and its group's pages show it (ADR 65); each of
          // those pages is tagged with the main product, so naming both drops them all.
          changes.push({ id: row.id, before: null, after: null, stockOnly: true, stockCrossedZero: false });
          changes.push({ id: row.variant_of, before: null, after: null, stockOnly: true, stockCrossedZero: false });
        }
        continue;
      }
      const existing = this.byId.get(row.id);
      if (existing === undefined) {
        const r = this.append(row);
        touched.push(r);
        reorder += 1;
        changes.push({ id: row.id, before: null, after: row.category_slug, stockOnly: false, stockCrossedZero: row.stock > 0 });
        continue;
      }
      const change = this.update(existing, row);
      if (change) {
        changes.push(change);
        if (!change.stockOnly) {
          touched.push(existing);
          reorder += 1;
        }
      }
    }
    if (reorder > 0) this.patchOrders(touched, reorder);
    if (changes.some((c) => !c.stockOnly || c.stockCrossedZero)) {
      this.selections.clear();
      this.selectionWords = 0;
    }
    return changes;
  }

  /** The list for a query without search words: page, total and facets, as products.service.ts's SQL answers them. */
  list(query: ProductListQuery, filters: AttributeFilters, gstRateOf: (hsn: string) => number | null): ProductListResponse {
    const facetAttributes = attributesOf(query.category)
      .filter((a) => a.filter)
      .sort((a, b) => a.order - b.order);
    const selection = this.select(query, filters, facetAttributes);
    const offset = (query.page - 1) * query.pageSize;
    const items: ProductSummary[] = [];
    if (offset < selection.total) {
      const order = this.order(orderOf(query.sort));
      const passed = selection.passed;
      let seen = 0;
      for (let i = 0; i < order.length && items.length < query.pageSize; i += 1) {
        const r = order[i] as number;
        if (((passed[r >>> 5] as number) & (1 << (r & 31))) === 0) continue;
        if (seen >= offset) items.push(this.summary(r, gstRateOf));
        seen += 1;
      }
    }
    return { items, total: selection.total, page: query.page, pageSize: query.pageSize, facets: selection.facets };
  }

  /** The cards of these products in this order, as lists show them; a product the index does not hold is left out. */
  summariesOf(ids: string[], gstRateOf: (hsn: string) => number | null): ProductSummary[] {
    const items: ProductSummary[] = [];
    for (const id of ids) {
      const r = this.byId.get(id);
      if (r !== undefined) items.push(this.summary(r, gstRateOf));
    }
    return items;
  }

  /**
   * Which rows a query's filters select, its total and its facet rows: the same for every sort and
   * page of one filter set, so the last few are kept (`selections`) until the catalog changes in a way
   * that could change them (anything but a stock move that stays on the same side of zero).
   */
  private select(query: ProductListQuery, filters: AttributeFilters, facetAttributes: AttributeDeclaration[]): Selection {
    const key = JSON.stringify([
      query.category,
      query.sub,
      query.minPrice,
      query.maxPrice,
      query.inStock,
      query.onSale,
      query.isNew,
      query.featured,
      query.bestSeller,
      filters,
    ]);
    const kept = this.selections.get(key);
    if (kept) {
      // Most recently used last, so the first key is the one to drop.
      this.selections.delete(key);
      this.selections.set(key, kept);
      return kept;
    }
    const plan = this.planFor(query, filters);
    const counts = new FacetCounts(facetAttributes, this.brands.texts.length, this.enumCodes);
    const passed = new Int32Array((this.size >>> 5) + 1);
    let total = 0;
    for (const block of this.scopeBlocks(query.category)) total += this.scan(block, plan, counts, passed);
    const selection = { total, passed, facets: shapeFacets(counts.rows(this.brands.texts), facetAttributes, filters) };
    this.selectionWords += passed.length;
    this.selections.set(key, selection);
    for (const [oldest, dropped] of this.selections) {
      if (this.selections.size <= SELECTIONS_KEPT && this.selectionWords <= SELECTION_WORDS_KEPT) break;
      this.selections.delete(oldest);
      this.selectionWords -= dropped.passed.length;
    }
    return selection;
  }

  private summary(r: number, gstRateOf: (hsn: string) => number | null): ProductSummary {
    const flags = this.flags[r] as number;
    const hsn = this.hsns[r] as string;
    return toProductSummaryDto({
      id: this.ids[r] as string,
      name: this.names[r] as string,
      brand: this.brands.texts[this.brandOf[r] as number] as string,
      categorySlug: this.categories.texts[this.categoryOf[r] as number] as string,
      subCategory: this.subs.texts[this.subOf[r] as number] as string,
      pricePaise: this.price[r] as number,
      hsn,
      gstRateBp: gstRateOf(hsn),
      discount: this.discount[r] as number,
      rating: this.rating[r] as number,
      reviewCount: this.reviewCounts[r] as number,
      stock: this.stock[r] as number,
      isNew: (flags & IS_NEW) !== 0,
      isFeatured: (flags & FEATURED) !== 0,
      isBestSeller: (flags & BEST_SELLER) !== 0,
      imageUrl: this.images[r] as string,
      createdAt: new Date(this.created[r] as number),
      updatedAt: new Date(0),
      deletedAt: null,
    });
  }

  private scopeBlocks(category: string | undefined): Block[] {
    if (category === undefined) return this.blocks;
    const code = this.categories.find(category);
    const block = code === undefined ? undefined : this.blocks[code];
    return block ? [block] : [];
  }

  private planFor(query: ProductListQuery, filters: AttributeFilters): ScanPlan {
    const conditionKeys: string[] = [];
    const bitOf = (key: string) => {
      let i = conditionKeys.indexOf(key);
      if (i < 0) i = conditionKeys.push(key) - 1;
      return 1 << i;
    };
    let brandAllowed: Uint8Array | null = null;
    let brandBit = 0;
    if (filters.brands.length > 0) {
      brandBit = bitOf('brand');
      brandAllowed = new Uint8Array(this.brands.texts.length);
      for (const brand of filters.brands) {
        const code = this.brands.find(brand);
        if (code !== undefined) brandAllowed[code] = 1;
      }
    }
    const ratingBit = filters.minRating !== undefined ? bitOf('rating') : 0;
    const values = Object.entries(filters.values).map(([key, selected]) => {
      const codes = this.enumCodes.get(key);
      const allowed = new Uint8Array(codes ? codes.texts.length : 1);
      const bool = anyCategoryAttribute(key)?.kind === 'bool';
      for (const value of selected) {
        const code = codes?.find(JSON.stringify(bool ? value === 'true' : value));
        if (code !== undefined) allowed[code] = 1;
      }
      return { key, bit: bitOf(key), allowed };
    });
    const ranges = Object.entries(filters.ranges).map(([key, range]) => ({ key, bit: bitOf(key), min: range.min ?? -Infinity, max: range.max ?? Infinity }));
    const subCode = query.sub === undefined ? -1 : (this.subs.find(query.sub) ?? -2);
    const flagMask =
      (query.isNew !== undefined ? IS_NEW : 0) | (query.featured !== undefined ? FEATURED : 0) | (query.bestSeller !== undefined ? BEST_SELLER : 0);
    const flagWant = (query.isNew ? IS_NEW : 0) | (query.featured ? FEATURED : 0) | (query.bestSeller ? BEST_SELLER : 0);
    return {
      subCode,
      minPrice: query.minPrice === undefined ? -Infinity : rupeesToPaise(query.minPrice),
      maxPrice: query.maxPrice === undefined ? Infinity : rupeesToPaise(query.maxPrice),
      inStock: query.inStock === undefined ? -1 : query.inStock ? 1 : 0,
      onSale: query.onSale === undefined ? -1 : query.onSale ? 1 : 0,
      flagMask,
      flagWant,
      brandAllowed,
      brandBit,
      minRating: filters.minRating ?? -Infinity,
      ratingBit,
      values,
      ranges,
      bits: new Map(conditionKeys.map((key, i) => [key, 1 << i])),
    };
  }

  /**
   * A category's rows in stages, each a tight loop over typed arrays: the rows the base conditions
   * keep (`candidates`), which facet filters each fails (`fails`, a bit per filter), the facet counts
   * (a row counts for a facet when it fails no filter but that facet's own), then the rows that pass
   * everything, set in `passed` (a bit per row) for the page walk. Returns how many passed.
   */
  private scan(block: Block, plan: ScanPlan, counts: FacetCounts, passed: Int32Array): number {
    const { rows, size, code } = block;
    const { categoryOf, local, flags, subOf, price, stock, discount, brandOf, rating } = this;
    const { subCode, minPrice, maxPrice, inStock, onSale, flagMask, flagWant } = plan;
    if (this.candidates.length < size) {
      this.candidates = new Int32Array(size);
      this.fails = new Int32Array(size);
    }
    const candidates = this.candidates;
    const fails = this.fails;
    let m = 0;
    for (let i = 0; i < size; i += 1) {
      const r = rows[i] as number;
      const f = flags[r] as number;
      if ((f & LIVE) === 0 || categoryOf[r] !== code || local[r] !== i) continue;
      if (subCode !== -1 && subOf[r] !== subCode) continue;
      const p = price[r] as number;
      if (p < minPrice || p > maxPrice) continue;
      if (inStock !== -1 && ((stock[r] as number) > 0 ? 1 : 0) !== inStock) continue;
      if (onSale !== -1 && ((discount[r] as number) > 0 ? 1 : 0) !== onSale) continue;
      if ((f & flagMask) !== flagWant) continue;
      candidates[m] = i;
      m += 1;
    }
    fails.fill(0, 0, m);
    if (plan.brandAllowed !== null) {
      const allowed = plan.brandAllowed;
      const bit = plan.brandBit;
      for (let k = 0; k < m; k += 1) if (allowed[brandOf[rows[candidates[k] as number] as number] as number] !== 1) fails[k] = (fails[k] as number) | bit;
    }
    if (plan.ratingBit !== 0) {
      const min = plan.minRating;
      const bit = plan.ratingBit;
      for (let k = 0; k < m; k += 1) if ((rating[rows[candidates[k] as number] as number] as number) < min) fails[k] = (fails[k] as number) | bit;
    }
    for (const value of plan.values) failValues(block.enums.get(value.key), value.allowed, value.bit, candidates, fails, m);
    for (const range of plan.ranges) failRange(block.numbers.get(range.key), range.min, range.max, range.bit, candidates, fails, m);

    countBrands(counts.brandN, counts.brandPresent, this.brands.find('') ?? -1, ~plan.brandBit, brandOf, rows, candidates, fails, m);
    countRatings(counts.ratingN, counts.ratingPresent, ~plan.ratingBit, rating, rows, candidates, fails, m);
    for (const facet of counts.numbers) {
      const column = block.numbers.get(facet.key);
      const buckets = block.buckets.get(facet.key);
      if (column && buckets) countNumbers(facet, column, buckets.codes, ~(plan.bits.get(facet.key) ?? 0), candidates, fails, m);
    }
    for (const facet of counts.enums) {
      const column = block.enums.get(facet.key);
      if (column) countValues(facet.n, facet.present, column, ~(plan.bits.get(facet.key) ?? 0), candidates, fails, m);
    }
    let count = 0;
    for (let k = 0; k < m; k += 1) {
      if (fails[k] !== 0) continue;
      const r = rows[candidates[k] as number] as number;
      passed[r >>> 5] = (passed[r >>> 5] as number) | (1 << (r & 31));
      count += 1;
    }
    return count;
  }

  /** Sorts the orders now (after a full load), so that the first list does not wait for it. */
  prepare(): void {
    if (this.ordersStale) this.rebuildOrders();
  }

  private order(order: Order): Int32Array {
    if (this.ordersStale) this.rebuildOrders();
    return this.orders.get(order) as Int32Array;
  }

  private compare(order: Order): (a: number, b: number) => number {
    const { price, created, rating, flags, ids } = this;
    const byId = (a: number, b: number) => {
      const x = ids[a] as string;
      const y = ids[b] as string;
      return x < y ? -1 : x > y ? 1 : 0;
    };
    switch (order) {
      case 'price-low':
        return (a, b) => (price[a] as number) - (price[b] as number) || byId(a, b);
      case 'price-high':
        return (a, b) => (price[b] as number) - (price[a] as number) || byId(a, b);
      case 'newest':
        return (a, b) => (created[b] as number) - (created[a] as number) || byId(a, b);
      case 'featured':
        return (a, b) =>
          ((flags[b] as number) & FEATURED) - ((flags[a] as number) & FEATURED) ||
          ((flags[b] as number) & BEST_SELLER) - ((flags[a] as number) & BEST_SELLER) ||
          (rating[b] as number) - (rating[a] as number) ||
          byId(a, b);
    }
  }

  private rebuildOrders(): void {
    const live = new Int32Array(this.byId.size);
    let n = 0;
    for (let r = 0; r < this.size; r += 1) if (((this.flags[r] as number) & LIVE) !== 0) live[n++] = r;
    for (const order of ORDERS) this.orders.set(order, live.slice(0, n).sort(this.compare(order)));
    this.ordersStale = false;
  }

  /** A few rows changed: take them out of each order and put them back where they now belong, instead of sorting everything. */
  private patchOrders(touched: number[], changed: number): void {
    if (this.ordersStale) return;
    if (changed > PATCH_ORDERS_UP_TO) {
      this.ordersStale = true;
      return;
    }
    const moved = new Set(touched);
    for (const order of ORDERS) {
      const current = this.orders.get(order) as Int32Array;
      const kept = new Int32Array(this.byId.size);
      let n = 0;
      for (let i = 0; i < current.length; i += 1) {
        const r = current[i] as number;
        if (!moved.has(r) && ((this.flags[r] as number) & LIVE) !== 0) kept[n++] = r;
      }
      const compare = this.compare(order);
      for (const r of moved) {
        if (((this.flags[r] as number) & LIVE) === 0) continue;
        let lo = 0;
        let hi = n;
        while (lo < hi) {
          const mid = (lo + hi) >>> 1;
          if (compare(kept[mid] as number, r) < 0) lo = mid + 1;
          else hi = mid;
        }
        kept.copyWithin(lo + 1, lo, n);
        kept[lo] = r;
        n += 1;
      }
      this.orders.set(order, kept.subarray(0, n));
    }
  }

  private intern(text: string): string {
    const found = this.strings.get(text);
    if (found !== undefined) return found;
    this.strings.set(text, text);
    return text;
  }

  private ensureCapacity(): void {
    if (this.size < this.capacity) return;
    const capacity = Math.max(1024, this.capacity * 2);
    const copy = <T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(a: T, make: new (n: number) => T): T => {
      const b = new make(capacity);
      b.set(a);
      return b;
    };
    this.categoryOf = copy(this.categoryOf, Uint8Array);
    this.local = copy(this.local, Int32Array);
    this.subOf = copy(this.subOf, Uint16Array);
    this.brandOf = copy(this.brandOf, Uint16Array);
    this.price = copy(this.price, Int32Array);
    this.discount = copy(this.discount, Uint8Array);
    this.rating = copy(this.rating, Float64Array);
    this.stock = copy(this.stock, Int32Array);
    this.flags = copy(this.flags, Uint8Array);
    this.created = copy(this.created, Float64Array);
    this.reviewCounts = copy(this.reviewCounts, Int32Array);
    this.capacity = capacity;
  }

  private block(slug: string): Block {
    const code = this.categories.code(slug);
    if (code > 255) throw new Error('the catalog index holds at most 256 categories');
    let block = this.blocks[code];
    if (!block) {
      block = { code, slug, rows: new Int32Array(256), size: 0, numbers: new Map(), buckets: new Map(), enums: new Map() };
      for (const attribute of categoryAttributes[slug] ?? []) {
        if (!attribute.filter) continue;
        if (attribute.kind === 'number') {
          block.numbers.set(attribute.key, new Float64Array(256).fill(NaN));
          block.buckets.set(attribute.key, { edges: Float64Array.from(attribute.buckets), codes: new Uint8Array(256) });
        } else block.enums.set(attribute.key, new Uint16Array(256));
      }
      this.blocks[code] = block;
    }
    return block;
  }

  /** A slot for the row in its category's block, where its typed values go. */
  private place(r: number, row: IndexRow): void {
    const block = this.block(row.category_slug);
    if (block.size === block.rows.length) {
      const size = block.rows.length * 2;
      block.rows = grownInt32(block.rows, size);
      for (const [key, column] of block.numbers) block.numbers.set(key, grownFloat64(column, size, NaN));
      for (const buckets of block.buckets.values()) {
        const grown = new Uint8Array(size);
        grown.set(buckets.codes);
        buckets.codes = grown;
      }
      for (const [key, column] of block.enums) {
        const grown = new Uint16Array(size);
        grown.set(column);
        block.enums.set(key, grown);
      }
    }
    const i = block.size;
    block.size += 1;
    block.rows[i] = r;
    this.categoryOf[r] = block.code;
    this.local[r] = i;
    const specs = row.typed_specs ?? {};
    for (const [key, column] of block.numbers) {
      const value = specs[key];
      const x = typeof value === 'number' ? value : value === undefined || typeof value === 'boolean' ? NaN : Number(value);
      column[i] = x;
      const buckets = block.buckets.get(key);
      if (buckets) buckets.codes[i] = bucketCode(buckets.edges, x);
    }
    for (const [key, column] of block.enums) {
      const value = specs[key];
      if (value === undefined) {
        column[i] = 0;
        continue;
      }
      let codes = this.enumCodes.get(key);
      if (!codes) {
        codes = new Codes(true);
        this.enumCodes.set(key, codes);
      }
      const code = codes.code(JSON.stringify(value));
      if (code > 0xffff) throw new Error(`attribute ${key} has more than 65 535 values`);
      column[i] = code;
    }
  }

  private write(r: number, row: IndexRow): void {
    this.names[r] = row.name;
    this.images[r] = this.intern(row.image_url);
    this.hsns[r] = this.intern(row.hsn);
    this.subOf[r] = this.subs.code(row.sub_category);
    this.brandOf[r] = this.brands.code(row.brand);
    this.price[r] = row.price_paise;
    this.discount[r] = row.discount;
    this.rating[r] = row.rating;
    this.reviewCounts[r] = row.review_count;
    this.stock[r] = row.stock;
    this.created[r] = new Date(row.created_at).getTime();
    this.flags[r] = LIVE | (row.is_new ? IS_NEW : 0) | (row.is_featured ? FEATURED : 0) | (row.is_best_seller ? BEST_SELLER : 0);
  }

  private append(row: IndexRow): number {
    this.ensureCapacity();
    const r = this.size;
    this.size += 1;
    this.ids[r] = row.id;
    this.byId.set(row.id, r);
    this.write(r, row);
    this.place(r, row);
    return r;
  }

  private update(r: number, row: IndexRow): ProductChange | null {
    const before = this.categories.texts[this.categoryOf[r] as number] as string;
    const oldStock = this.stock[r] as number;
    const placed = before === row.category_slug && this.specsText(r) === this.specsTextOf(row);
    const same =
      placed &&
      this.names[r] === row.name &&
      this.images[r] === row.image_url &&
      this.hsns[r] === row.hsn &&
      this.subs.texts[this.subOf[r] as number] === row.sub_category &&
      this.brands.texts[this.brandOf[r] as number] === row.brand &&
      this.price[r] === row.price_paise &&
      this.discount[r] === row.discount &&
      this.rating[r] === row.rating &&
      this.reviewCounts[r] === row.review_count &&
      this.created[r] === new Date(row.created_at).getTime() &&
      this.flags[r] === (LIVE | (row.is_new ? IS_NEW : 0) | (row.is_featured ? FEATURED : 0) | (row.is_best_seller ? BEST_SELLER : 0));
    if (same && oldStock === row.stock) return null;
    const stockCrossedZero = oldStock > 0 !== row.stock > 0;
    this.write(r, row);
    if (!placed) {
      // A new slot in the (new) category's block; the old one is left dead until the next full load.
      this.dead += 1;
      this.place(r, row);
    }
    return { id: row.id, before, after: row.category_slug, stockOnly: same, stockCrossedZero };
  }

  /** A loaded row's typed values as specsText writes them: only the category's filter attributes, in its block's order. */
  private specsTextOf(row: IndexRow): string {
    const block = this.blocks[this.categories.find(row.category_slug) ?? -1];
    const specs: Record<string, unknown> = {};
    const typed = row.typed_specs ?? {};
    if (!block) return '{}';
    for (const key of block.numbers.keys()) {
      const value = typed[key];
      const x = typeof value === 'number' ? value : value === undefined || typeof value === 'boolean' ? NaN : Number(value);
      if (x === x) specs[key] = x;
    }
    for (const key of block.enums.keys()) if (typed[key] !== undefined) specs[key] = typed[key];
    return JSON.stringify(specs);
  }

  /** The row's typed values as JSON, in its block's declaration order (to tell whether they changed). */
  private specsText(r: number): string {
    const block = this.blocks[this.categoryOf[r] as number];
    const i = this.local[r] as number;
    const specs: Record<string, unknown> = {};
    if (!block) return '{}';
    for (const [key, column] of block.numbers) {
      const x = column[i] as number;
      if (x === x) specs[key] = x;
    }
    for (const [key, column] of block.enums) {
      const c = column[i] as number;
      if (c !== 0) specs[key] = JSON.parse(this.enumCodes.get(key)?.texts[c] ?? 'null');
    }
    return JSON.stringify(specs);
  }

  private remove(id: string): ProductChange | null {
    const r = this.byId.get(id);
    if (r === undefined) return null;
    this.byId.delete(id);
    this.flags[r] = 0;
    this.dead += 1;
    const before = this.categories.texts[this.categoryOf[r] as number] as string;
    return { id, before, after: null, stockOnly: false, stockCrossedZero: (this.stock[r] as number) > 0 };
  }
}

/** Sets `bit` for the candidates whose value is none of the allowed ones (or that have no such attribute). */
function failValues(column: Uint16Array | undefined, allowed: Uint8Array, bit: number, candidates: Int32Array, fails: Int32Array, m: number): void {
  if (column === undefined) {
    for (let k = 0; k < m; k += 1) fails[k] = (fails[k] as number) | bit;
    return;
  }
  for (let k = 0; k < m; k += 1) if (allowed[column[candidates[k] as number] as number] !== 1) fails[k] = (fails[k] as number) | bit;
}

/** Sets `bit` for the candidates whose number is outside [min, max] or missing (NaN fails every comparison). */
function failRange(column: Float64Array | undefined, min: number, max: number, bit: number, candidates: Int32Array, fails: Int32Array, m: number): void {
  if (column === undefined) {
    for (let k = 0; k < m; k += 1) fails[k] = (fails[k] as number) | bit;
    return;
  }
  for (let k = 0; k < m; k += 1) {
    const x = column[candidates[k] as number] as number;
    if (!(x >= min && x <= max)) fails[k] = (fails[k] as number) | bit;
  }
}

function countBrands(
  n: Int32Array,
  present: Int32Array,
  emptyBrand: number,
  notOwn: number,
  brandOf: Uint16Array,
  rows: Int32Array,
  candidates: Int32Array,
  fails: Int32Array,
  m: number,
): void {
  for (let k = 0; k < m; k += 1) {
    const b = brandOf[rows[candidates[k] as number] as number] as number;
    if (b === emptyBrand) continue;
    present[b] = (present[b] as number) + 1;
    if (((fails[k] as number) & notOwn) === 0) n[b] = (n[b] as number) + 1;
  }
}

/** Ratings by whole star (the steps are whole stars: `rating >= s` is `floor(rating) >= s`), summed into "s★ & up" afterwards. */
function countRatings(
  n: Int32Array,
  present: Int32Array,
  notOwn: number,
  rating: Float64Array,
  rows: Int32Array,
  candidates: Int32Array,
  fails: Int32Array,
  m: number,
): void {
  const all = new Int32Array(6);
  const counted = new Int32Array(6);
  for (let k = 0; k < m; k += 1) {
    const star = Math.floor(rating[rows[candidates[k] as number] as number] as number);
    all[star] = (all[star] as number) + 1;
    if (((fails[k] as number) & notOwn) === 0) counted[star] = (counted[star] as number) + 1;
  }
  RATING_STEPS.forEach((step, s) => {
    for (let star = step; star <= 5; star += 1) {
      present[s] = (present[s] as number) + (all[star] as number);
      n[s] = (n[s] as number) + (counted[star] as number);
    }
  });
}

/**
 * A number's bucket as a code: 0 no value, 1 below the first edge, 2 + 2j for bucket j, plus 1 when
 * the value sits on bucket j's lower edge and so counts in bucket j − 1 too (buckets are inclusive
 * at both ends, as filtering by either range would find it).
 */
export function bucketCode(edges: Float64Array, x: number): number {
  if (x !== x) return 0;
  let j = -1;
  for (let b = 0; b < edges.length; b += 1) if (x >= (edges[b] as number)) j = b;
  if (j < 0) return 1;
  return 2 + 2 * j + (j > 0 && x === edges[j] ? 1 : 0);
}

/** Counts a number facet from the rows' bucket codes (one increment per row), then its extent from the counted rows' values. */
function countNumbers(
  facet: NumberFacetCount,
  column: Float64Array,
  codes: Uint8Array,
  notOwn: number,
  candidates: Int32Array,
  fails: Int32Array,
  m: number,
): void {
  const all = new Int32Array(2 + 2 * facet.n.length);
  const counted = new Int32Array(all.length);
  let lo = facet.lo;
  let hi = facet.hi;
  for (let k = 0; k < m; k += 1) {
    const i = candidates[k] as number;
    const code = codes[i] as number;
    if (code === 0) continue;
    all[code] = (all[code] as number) + 1;
    if (((fails[k] as number) & notOwn) !== 0) continue;
    counted[code] = (counted[code] as number) + 1;
    const x = column[i] as number;
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  facet.lo = lo;
  facet.hi = hi;
  for (let code = 2; code < all.length; code += 1) {
    const j = (code - 2) >> 1;
    const onEdge = (code - 2) & 1;
    facet.present[j] = (facet.present[j] as number) + (all[code] as number);
    facet.n[j] = (facet.n[j] as number) + (counted[code] as number);
    if (onEdge === 1) {
      facet.present[j - 1] = (facet.present[j - 1] as number) + (all[code] as number);
      facet.n[j - 1] = (facet.n[j - 1] as number) + (counted[code] as number);
    }
  }
}

function countValues(n: Int32Array, present: Int32Array, column: Uint16Array, notOwn: number, candidates: Int32Array, fails: Int32Array, m: number): void {
  for (let k = 0; k < m; k += 1) {
    const c = column[candidates[k] as number] as number;
    if (c === 0) continue;
    present[c] = (present[c] as number) + 1;
    if (((fails[k] as number) & notOwn) === 0) n[c] = (n[c] as number) + 1;
  }
}

function orderOf(sort: ProductListQuery['sort']): Order {
  return sort === undefined ? 'featured' : sort;
}

interface Selection {
  total: number;
  /** A bit per row: set for the rows that pass every filter. */
  passed: Int32Array;
  /** Shaped as the answer carries them (shared by the answers of every sort and page; never changed). */
  facets: ProductFacet[];
}

interface ScanPlan {
  subCode: number;
  minPrice: number;
  maxPrice: number;
  inStock: number;
  onSale: number;
  flagMask: number;
  flagWant: number;
  brandAllowed: Uint8Array | null;
  brandBit: number;
  minRating: number;
  ratingBit: number;
  values: { key: string; bit: number; allowed: Uint8Array }[];
  ranges: { key: string; bit: number; min: number; max: number }[];
  bits: Map<string, number>;
}

class NumberFacetCount {
  readonly from: Float64Array;
  readonly to: Float64Array;
  readonly n: Int32Array;
  readonly present: Int32Array;
  lo = Infinity;
  hi = -Infinity;
  constructor(
    readonly key: string,
    attribute: AttributeDeclaration & { kind: 'number' },
  ) {
    const buckets = bucketsOf(attribute);
    this.from = Float64Array.from(buckets.map((b) => b.from));
    this.to = Float64Array.from(buckets.map((b) => b.to ?? Infinity));
    this.n = new Int32Array(buckets.length);
    this.present = new Int32Array(buckets.length);
  }
}

/** The facet statement's rows (product-facets.ts), counted in the scan instead of by PostgreSQL. */
class FacetCounts {
  readonly brandN: Int32Array;
  readonly brandPresent: Int32Array;
  readonly ratingN = new Int32Array(RATING_STEPS.length);
  readonly ratingPresent = new Int32Array(RATING_STEPS.length);
  readonly numbers: NumberFacetCount[] = [];
  readonly enums: { key: string; n: Int32Array; present: Int32Array }[] = [];
  constructor(
    attributes: AttributeDeclaration[],
    brandCount: number,
    private readonly enumCodes: Map<string, Codes>,
  ) {
    this.brandN = new Int32Array(brandCount);
    this.brandPresent = new Int32Array(brandCount);
    for (const attribute of attributes) {
      if (attribute.kind === 'number') this.numbers.push(new NumberFacetCount(attribute.key, attribute));
      else {
        const size = enumCodes.get(attribute.key)?.texts.length ?? 1;
        this.enums.push({ key: attribute.key, n: new Int32Array(size), present: new Int32Array(size) });
      }
    }
  }

  rows(brandTexts: string[]): FacetRow[] {
    const rows: FacetRow[] = [];
    for (let b = 0; b < this.brandPresent.length; b += 1) {
      if ((this.brandPresent[b] as number) > 0)
        rows.push({ facet: 'brand', value: brandTexts[b] as string, n: this.brandN[b] as number, present: this.brandPresent[b] as number, lo: null, hi: null });
    }
    RATING_STEPS.forEach((stars, s) =>
      rows.push({ facet: 'rating', value: String(stars), n: this.ratingN[s] as number, present: this.ratingPresent[s] as number, lo: null, hi: null }),
    );
    for (const f of this.numbers) {
      f.n.forEach((n, b) => rows.push({ facet: f.key, value: String(b), n, present: f.present[b] as number, lo: null, hi: null }));
      rows.push({ facet: f.key, value: null, n: 0, present: 0, lo: f.lo === Infinity ? null : f.lo, hi: f.hi === -Infinity ? null : f.hi });
    }
    for (const f of this.enums) {
      const texts = this.enumCodes.get(f.key)?.texts ?? [];
      f.present.forEach((present, c) => {
        if (present > 0) rows.push({ facet: f.key, value: texts[c] ?? 'null', n: f.n[c] as number, present, lo: null, hi: null });
      });
    }
    return rows;
  }
}
