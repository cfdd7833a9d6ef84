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
/** Only in a block's own flags (Block.flags): so that a scan tests stock and sale with the other flags. */
const IN_STOCK = 16;
const ON_SALE = 32;
/** Stars a rating facet offers, as in product-facets.ts: whole stars (countRatings counts by whole star). */
const RATING_STEPS = [4, 3, 2, 1];
/** Filter sets whose selection is kept, and the most memory their row bits may take (4-byte words: 4 MB). */
const SELECTIONS_KEPT = 256;
const SELECTION_WORDS_KEPT = 1 << 20;
/** Past this many rows changed at once, the sorted orders are rebuilt instead of patched. */
const PATCH_ORDERS_UP_TO = 64;
/** Bitmaps of dropped selections kept for reuse. */
const SPARE_BITMAPS = 8;
/** Present tallies kept per block (one per base: scope, price range, flags). */
const PRESENT_KEPT_PER_BLOCK = 32;

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
  /**
   * The list fields a scan tests, copied per slot so that a scan reads them in order instead of
   * jumping through `rows` into the catalog-wide columns (at a million products those jumps, each a
   * cache miss, were most of a scan's time). `flags` is 0 on a dead slot (deleted, or moved to another).
   */
  flags: Uint8Array;
  price: Int32Array;
  sub: Uint16Array;
  brand: Uint16Array;
  rating: Float64Array;
  numbers: Map<string, Float64Array>;
  /** Per number attribute, each row's bucket as a small code (bucketCode), worked out once when the row is placed. */
  buckets: Map<string, { edges: Float64Array; codes: Uint8Array }>;
  enums: Map<string, Uint16Array>;
  /** Present tallies by base (FacetCounts.tallyPresent), dropped whenever a slot of the block changes. */
  present: Map<string, PresentTally>;
  /** Joint (brand, star) tallies by base (jointTally), dropped with the present tallies. */
  joint: Map<string, Int32Array>;
}

/** A block's tally for a key, made on first use; the least recently used goes past PRESENT_KEPT_PER_BLOCK. */
function kept<T>(tallies: Map<string, T>, key: string, make: () => T): T {
  let tally = tallies.get(key);
  if (tally !== undefined) {
    // Most recently used last, so the first key is the one to drop.
    tallies.delete(key);
  } else {
    tally = make();
    if (tallies.size >= PRESENT_KEPT_PER_BLOCK) tallies.delete(tallies.keys().next().value as string);
  }
  tallies.set(key, tally);
  return tally;
}

function grownInt32(a: Int32Array, size: number): Int32Array {
  const b = new Int32Array(size);
  b.set(a);
  return b;
}
function grown<T extends Uint8Array | Uint16Array>(a: T, size: number, make: new (n: number) => T): T {
  const b = new make(size);
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
  /**
   * Bitmaps of dropped selections, for the next ones: at a million products each is 125 KB outside
   * the JavaScript heap, and allocating one per uncached list made V8 run a full collection (~20 ms,
   * every request waiting) every second or two.
   */
  private spareBitmaps: Int32Array[] = [];
  /** Scratch of scan(): positions in the block that pass the base conditions, and the facet filters each fails. */
  private candidates = new Int32Array(0);
  private fails = new Int32Array(0);
  /** Scratch of scan(): the candidates that count for some facet, grouped by the one filter they fail (or none). */
  private grouped = new Int32Array(0);
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
  /** Per order and category code, that category's rows of `orders` (built on first use, dropped when an order changes). */
  private readonly categoryOrders = new Map<string, Int32Array>();

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
    if (reorder > 0) {
      this.categoryOrders.clear();
      this.patchOrders(touched, reorder);
    }
    if (changes.some((c) => !c.stockOnly || c.stockCrossedZero)) {
      for (const dropped of this.selections.values()) this.recycle(dropped.passed);
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
      const order = this.order(orderOf(query.sort), query.category);
      const { passed, matches } = selection;
      let seen = 0;
      for (let i = 0; i < order.length && items.length < query.pageSize; i += 1) {
        const r = order[i] as number;
        if (matches ? !matches(r) : ((passed[r >>> 5] as number) & (1 << (r & 31))) === 0) continue;
        if (seen >= offset) items.push(this.summary(r, gstRateOf));
        seen += 1;
      }
    }
    return { items, total: selection.total, page: query.page, pageSize: query.pageSize, facets: selection.facets };
  }

  /** The cards of these products in this order, as lists show them; a product the index does not hold is left out. */
  /** The index's own id and name strings of a product whose name is `name`, for another index to keep instead of copies. */
  sameStrings(id: string, name: string): { id: string; name: string } | undefined {
    const r = this.byId.get(id);
    if (r === undefined || this.names[r] !== name) return undefined;
    return { id: this.ids[r] as string, name: this.names[r] };
  }

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
    let selection: Selection;
    if (byBrandAndRatingOnly(facetAttributes, filters)) {
      let total = 0;
      for (const block of this.scopeBlocks(query.category)) total += counts.addJoint(this.jointTally(block, plan), plan, this.brands.find('') ?? -1);
      selection = {
        total,
        passed: new Int32Array(0),
        matches: this.matcher(plan),
        facets: shapeFacets(counts.rows(this.brands.texts), facetAttributes, filters),
      };
    } else {
      const passed = this.bitmap();
      let total = 0;
      for (const block of this.scopeBlocks(query.category)) total += this.scan(block, plan, counts, passed);
      selection = { total, passed, facets: shapeFacets(counts.rows(this.brands.texts), facetAttributes, filters) };
    }
    const { passed } = selection;
    this.selectionWords += passed.length;
    this.selections.set(key, selection);
    for (const [oldest, dropped] of this.selections) {
      if (this.selections.size <= SELECTIONS_KEPT && this.selectionWords <= SELECTION_WORDS_KEPT) break;
      this.selections.delete(oldest);
      this.selectionWords -= dropped.passed.length;
      this.recycle(dropped.passed);
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
      LIVE |
      (query.isNew !== undefined ? IS_NEW : 0) |
      (query.featured !== undefined ? FEATURED : 0) |
      (query.bestSeller !== undefined ? BEST_SELLER : 0) |
      (query.inStock !== undefined ? IN_STOCK : 0) |
      (query.onSale !== undefined ? ON_SALE : 0);
    const flagWant =
      LIVE |
      (query.isNew ? IS_NEW : 0) |
      (query.featured ? FEATURED : 0) |
      (query.bestSeller ? BEST_SELLER : 0) |
      (query.inStock ? IN_STOCK : 0) |
      (query.onSale ? ON_SALE : 0);
    const minPrice = query.minPrice === undefined ? -Infinity : rupeesToPaise(query.minPrice);
    const maxPrice = query.maxPrice === undefined ? Infinity : rupeesToPaise(query.maxPrice);
    return {
      baseKey: `${subCode}|${minPrice}|${maxPrice}|${flagMask}|${flagWant}`,
      subCode,
      minPrice,
      maxPrice,
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
    const { rows, brand, rating } = block;
    const m = this.baseCandidates(block, plan);
    const candidates = this.candidates;
    const fails = this.fails;
    fails.fill(0, 0, m);
    if (plan.brandAllowed !== null) {
      const allowed = plan.brandAllowed;
      const bit = plan.brandBit;
      for (let k = 0; k < m; k += 1) if (allowed[brand[candidates[k] as number] as number] !== 1) fails[k] = (fails[k] as number) | bit;
    }
    if (plan.ratingBit !== 0) {
      const min = plan.minRating;
      const bit = plan.ratingBit;
      for (let k = 0; k < m; k += 1) if ((rating[candidates[k] as number] as number) < min) fails[k] = (fails[k] as number) | bit;
    }
    for (const value of plan.values) failValues(block.enums.get(value.key), value.allowed, value.bit, candidates, fails, m);
    for (const range of plan.ranges) failRange(block.numbers.get(range.key), range.min, range.max, range.bit, candidates, fails, m);

    // `present` counts every candidate whatever the facet filters: the same for every filter set of
    // one base (scope, price, flags), so kept per block until a row of the block changes.
    const baseKey = `${plan.baseKey}|${counts.key}`;
    counts.addPresent(kept(block.present, baseKey, () => counts.tallyPresent(block, candidates, m, this.brands.texts.length, this.brands.find('') ?? -1)));
    // A facet's count ignores its own filter: it counts the rows that fail no filter and those that
    // fail only its own. Rows that fail two or more filters count nowhere, so the candidates are
    // sorted into those groups once (`grouped`: passing rows first, then one run per filter bit) and
    // each facet tallies only the runs it needs, instead of every candidate once per facet.
    const groupCount = plan.bits.size + 1;
    const starts = new Int32Array(groupCount + 1);
    for (let k = 0; k < m; k += 1) {
      const f = fails[k] as number;
      if ((f & (f - 1)) !== 0) continue;
      const end = f === 0 ? 1 : 33 - Math.clz32(f);
      starts[end] = (starts[end] as number) + 1;
    }
    for (let g = 1; g <= groupCount; g += 1) starts[g] = (starts[g] as number) + (starts[g - 1] as number);
    if (this.grouped.length < m) this.grouped = new Int32Array(this.candidates.length);
    const grouped = this.grouped;
    const next = starts.slice(0, groupCount);
    for (let k = 0; k < m; k += 1) {
      const f = fails[k] as number;
      if ((f & (f - 1)) !== 0) continue;
      const g = f === 0 ? 0 : 32 - Math.clz32(f);
      grouped[next[g] as number] = candidates[k] as number;
      next[g] = (next[g] as number) + 1;
    }
    const runOf = (bit: number): [number, number] => {
      const g = bit === 0 ? 0 : 32 - Math.clz32(bit);
      return [starts[g] as number, starts[g + 1] as number];
    };
    counts.tallyCounted(block, grouped, runOf, plan, this.brands.find('') ?? -1);
    const passing = runOf(0);
    for (let k = passing[0]; k < passing[1]; k += 1) {
      const r = rows[grouped[k] as number] as number;
      passed[r >>> 5] = (passed[r >>> 5] as number) | (1 << (r & 31));
    }
    return passing[1] - passing[0];
  }
  /** A zeroed bitmap with a bit for every row. */
  private bitmap(): Int32Array {
    const words = (this.size >>> 5) + 1;
    const spare = this.spareBitmaps.pop();
    if (spare && spare.length >= words) return spare.fill(0);
    return new Int32Array(words + (words >>> 4));
  }

  private recycle(bitmap: Int32Array): void {
    if (bitmap.length > this.size >>> 5 && this.spareBitmaps.length < SPARE_BITMAPS) this.spareBitmaps.push(bitmap);
  }

  /** Fills `candidates` with the block's slots that meet the base conditions (scope, price, flags); returns how many. */
  private baseCandidates(block: Block, plan: ScanPlan): number {
    const { size, flags, price, sub } = block;
    const { subCode, minPrice, maxPrice, flagMask, flagWant } = plan;
    if (this.candidates.length < size) {
      this.candidates = new Int32Array(size);
      this.fails = new Int32Array(size);
    }
    const candidates = this.candidates;
    let m = 0;
    for (let i = 0; i < size; i += 1) {
      if (((flags[i] as number) & flagMask) !== flagWant) continue;
      if (subCode !== -1 && sub[i] !== subCode) continue;
      const p = price[i] as number;
      if (p < minPrice || p > maxPrice) continue;
      candidates[m] = i;
      m += 1;
    }
    return m;
  }

  /**
   * How many of the block's rows meeting the base conditions have each (brand, whole star) pair: all
   * that lists filtered by brand and rating alone need for their total and facets, kept per block and
   * base like the present tallies. /shop's brand and rating filters read a million rows otherwise.
   */
  private jointTally(block: Block, plan: ScanPlan): Int32Array {
    return kept(block.joint, `${plan.baseKey}|joint`, () => {
      // One pass that tests the base and tallies: /shop's lists cross every block, and a list of
      // candidates written and read back cost as much again as the test.
      const { size, flags, price, sub, brand, rating } = block;
      const { subCode, minPrice, maxPrice, flagMask, flagWant } = plan;
      const joint = new Int32Array(this.brands.texts.length * 6);
      for (let i = 0; i < size; i += 1) {
        if (((flags[i] as number) & flagMask) !== flagWant) continue;
        if (subCode !== -1 && sub[i] !== subCode) continue;
        const p = price[i] as number;
        if (p < minPrice || p > maxPrice) continue;
        const cell = (brand[i] as number) * 6 + Math.floor(rating[i] as number);
        joint[cell] = (joint[cell] as number) + 1;
      }
      return joint;
    });
  }

  /** Whether a row passes the plan, from the catalog-wide columns: for a page walk without a scan. */
  private matcher(plan: ScanPlan): (r: number) => boolean {
    const { flags, stock, discount, subOf, price, brandOf, rating } = this;
    const { subCode, minPrice, maxPrice, flagMask, flagWant, brandAllowed, minRating } = plan;
    return (r) => {
      const f = (flags[r] as number) | ((stock[r] as number) > 0 ? IN_STOCK : 0) | ((discount[r] as number) > 0 ? ON_SALE : 0);
      if ((f & flagMask) !== flagWant) return false;
      if (subCode !== -1 && subOf[r] !== subCode) return false;
      const p = price[r] as number;
      if (p < minPrice || p > maxPrice) return false;
      if (brandAllowed !== null && brandAllowed[brandOf[r] as number] !== 1) return false;
      return (rating[r] as number) >= minRating;
    };
  }

  /** Sorts the orders now (after a full load), so that the first list does not wait for it. */
  prepare(): void {
    if (this.ordersStale) this.rebuildOrders();
  }

  /** An order of every live row, or of one category's (a page walk then skips no other category's rows). */
  private order(order: Order, category?: string): Int32Array {
    if (this.ordersStale) this.rebuildOrders();
    const all = this.orders.get(order) as Int32Array;
    const code = category === undefined ? undefined : this.categories.find(category);
    if (code === undefined) return all;
    const key = `${order}|${code}`;
    let kept = this.categoryOrders.get(key);
    if (!kept) {
      const rows = new Int32Array(this.blocks[code]?.size ?? 0);
      let n = 0;
      for (let i = 0; i < all.length; i += 1) {
        const r = all[i] as number;
        if (this.categoryOf[r] === code) rows[n++] = r;
      }
      kept = rows.subarray(0, n);
      this.categoryOrders.set(key, kept);
    }
    return kept;
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
    this.categoryOrders.clear();
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
      block = {
        code,
        slug,
        rows: new Int32Array(256),
        size: 0,
        flags: new Uint8Array(256),
        price: new Int32Array(256),
        sub: new Uint16Array(256),
        brand: new Uint16Array(256),
        rating: new Float64Array(256),
        numbers: new Map(),
        buckets: new Map(),
        enums: new Map(),
        present: new Map(),
        joint: new Map(),
      };
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
      block.flags = grown(block.flags, size, Uint8Array);
      block.price = grownInt32(block.price, size);
      block.sub = grown(block.sub, size, Uint16Array);
      block.brand = grown(block.brand, size, Uint16Array);
      block.rating = grownFloat64(block.rating, size);
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
    this.copyToSlot(r);
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

  /** The row's scan fields into its block's slot (after write, and after place gave it a slot). */
  private copyToSlot(r: number): void {
    const block = this.blocks[this.categoryOf[r] as number] as Block;
    const i = this.local[r] as number;
    const flags = (this.flags[r] as number) | ((this.stock[r] as number) > 0 ? IN_STOCK : 0) | ((this.discount[r] as number) > 0 ? ON_SALE : 0);
    const price = this.price[r] as number;
    const sub = this.subOf[r] as number;
    const brand = this.brandOf[r] as number;
    const rating = this.rating[r] as number;
    // An order moves stock without touching what a tally counts: the block's tallies stay (during a
    // sale, dropping them on every order left lists recounting whole blocks).
    if (block.flags[i] === flags && block.price[i] === price && block.sub[i] === sub && block.brand[i] === brand && block.rating[i] === rating) return;
    block.present.clear();
    block.joint.clear();
    block.flags[i] = flags;
    block.price[i] = price;
    block.sub[i] = sub;
    block.brand[i] = brand;
    block.rating[i] = rating;
  }

  /** Marks the row's current slot dead, before the row moves to another or leaves the index. */
  private vacateSlot(r: number): void {
    const block = this.blocks[this.categoryOf[r] as number];
    if (!block) return;
    block.flags[this.local[r] as number] = 0;
    block.present.clear();
    block.joint.clear();
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
      this.vacateSlot(r);
      this.place(r, row);
    } else this.copyToSlot(r);
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
    this.vacateSlot(r);
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

/** Adds one to `target[code]` for each listed slot whose code is not 0 (no value). */
function tallyCodes(target: Int32Array, codes: Uint8Array | Uint16Array, slots: Int32Array, from: number, to: number): void {
  for (let k = from; k < to; k += 1) {
    const c = codes[slots[k] as number] as number;
    if (c !== 0) target[c] = (target[c] as number) + 1;
  }
}

function tallyBrands(target: Int32Array, emptyBrand: number, brand: Uint16Array, slots: Int32Array, from: number, to: number): void {
  for (let k = from; k < to; k += 1) {
    const b = brand[slots[k] as number] as number;
    if (b !== emptyBrand) target[b] = (target[b] as number) + 1;
  }
}

/** By whole star (the steps are whole stars: `rating >= s` is `floor(rating) >= s`), summed into "s★ & up" when shaped. */
function tallyStars(target: Int32Array, rating: Float64Array, slots: Int32Array, from: number, to: number): void {
  for (let k = from; k < to; k += 1) {
    const star = Math.floor(rating[slots[k] as number] as number);
    target[star] = (target[star] as number) + 1;
  }
}

/**
 * Lists whose facets and filters are brand and rating alone (/shop's) are answered from joint
 * tallies; a fractional star filter is not a whole-star cell, so it takes the scan.
 */
function byBrandAndRatingOnly(facetAttributes: AttributeDeclaration[], filters: AttributeFilters): boolean {
  return (
    facetAttributes.length === 0 &&
    Object.keys(filters.values).length === 0 &&
    Object.keys(filters.ranges).length === 0 &&
    (filters.minRating === undefined || Number.isInteger(filters.minRating))
  );
}

function orderOf(sort: ProductListQuery['sort']): Order {
  return sort === undefined ? 'featured' : sort;
}

interface Selection {
  total: number;
  /** A bit per row: set for the rows that pass every filter (empty when `matches` tells instead). */
  passed: Int32Array;
  matches?: (r: number) => boolean;
  /** Shaped as the answer carries them (shared by the answers of every sort and page; never changed). */
  facets: ProductFacet[];
}

interface ScanPlan {
  /** The conditions every facet shares (all but the facet filters): what a block's present tallies depend on. */
  baseKey: string;
  subCode: number;
  minPrice: number;
  maxPrice: number;
  /** LIVE, the product flags and IN_STOCK/ON_SALE a block slot must have (flagWant) among those tested (flagMask). */
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
  /** Per bucket code (bucketCode): the rows counted, and the rows present whatever the filters. */
  readonly codesN: Int32Array;
  readonly codesPresent: Int32Array;
  lo = Infinity;
  hi = -Infinity;
  constructor(
    readonly key: string,
    attribute: AttributeDeclaration & { kind: 'number' },
  ) {
    const buckets = bucketsOf(attribute);
    this.from = Float64Array.from(buckets.map((b) => b.from));
    this.to = Float64Array.from(buckets.map((b) => b.to ?? Infinity));
    this.codesN = new Int32Array(2 + 2 * buckets.length);
    this.codesPresent = new Int32Array(this.codesN.length);
  }

  /** Per bucket: its count and presence, a value on a bucket's lower edge counting in the bucket below too. */
  buckets(): { n: number; present: number }[] {
    const out = Array.from(this.from, () => ({ n: 0, present: 0 }));
    for (let code = 2; code < this.codesN.length; code += 1) {
      const j = (code - 2) >> 1;
      for (const b of (code - 2) & 1 ? [j, j - 1] : [j]) {
        const bucket = out[b];
        if (!bucket) continue;
        bucket.n += this.codesN[code] as number;
        bucket.present += this.codesPresent[code] as number;
      }
    }
    return out;
  }
}

/** What `present` counts for one block and base: every candidate's values, whatever the facet filters. */
interface PresentTally {
  brand: Int32Array;
  stars: Int32Array;
  numbers: Int32Array[];
  enums: Int32Array[];
}

function addInto(target: Int32Array, tally: Int32Array): void {
  const n = Math.min(target.length, tally.length);
  for (let i = 0; i < n; i += 1) target[i] = (target[i] as number) + (tally[i] as number);
}

/** The facet statement's rows (product-facets.ts), counted in the scan instead of by PostgreSQL. */
class FacetCounts {
  readonly brandN: Int32Array;
  readonly brandPresent: Int32Array;
  readonly starsN = new Int32Array(6);
  readonly starsPresent = new Int32Array(6);
  readonly numbers: NumberFacetCount[] = [];
  readonly enums: { key: string; n: Int32Array; present: Int32Array }[] = [];
  /** Names the facets counted, so that a block's present tallies are reused only for the same ones. */
  readonly key: string;
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
    this.key = attributes.map((a) => a.key).join(',');
  }

  tallyPresent(block: Block, candidates: Int32Array, m: number, brandCount: number, emptyBrand: number): PresentTally {
    const brand = new Int32Array(brandCount);
    tallyBrands(brand, emptyBrand, block.brand, candidates, 0, m);
    const stars = new Int32Array(6);
    tallyStars(stars, block.rating, candidates, 0, m);
    const numbers = this.numbers.map((facet) => {
      const tally = new Int32Array(facet.codesPresent.length);
      const buckets = block.buckets.get(facet.key);
      if (buckets) tallyCodes(tally, buckets.codes, candidates, 0, m);
      return tally;
    });
    const enums = this.enums.map((facet) => {
      const tally = new Int32Array(facet.present.length);
      const column = block.enums.get(facet.key);
      if (column) tallyCodes(tally, column, candidates, 0, m);
      return tally;
    });
    return { brand, stars, numbers, enums };
  }

  addPresent(tally: PresentTally): void {
    addInto(this.brandPresent, tally.brand);
    addInto(this.starsPresent, tally.stars);
    this.numbers.forEach((facet, i) => addInto(facet.codesPresent, tally.numbers[i] as Int32Array));
    this.enums.forEach((facet, i) => addInto(facet.present, tally.enums[i] as Int32Array));
  }

  /** Adds a block's joint (brand, star) tally: brand counts given the rating filter, star counts given the brand filter. Returns the rows passing both. */
  addJoint(joint: Int32Array, plan: ScanPlan, emptyBrand: number): number {
    let total = 0;
    for (let b = 0; b * 6 < joint.length; b += 1) {
      const brandOk = plan.brandAllowed === null || plan.brandAllowed[b] === 1;
      for (let star = 0; star < 6; star += 1) {
        const c = joint[b * 6 + star] as number;
        if (c === 0) continue;
        const ratingOk = star >= plan.minRating;
        if (b !== emptyBrand) {
          this.brandPresent[b] = (this.brandPresent[b] as number) + c;
          if (ratingOk) this.brandN[b] = (this.brandN[b] as number) + c;
        }
        this.starsPresent[star] = (this.starsPresent[star] as number) + c;
        if (brandOk) this.starsN[star] = (this.starsN[star] as number) + c;
        if (brandOk && ratingOk) total += c;
      }
    }
    return total;
  }

  /** Counts each facet over the rows that pass every filter and those that fail only the facet's own. */
  tallyCounted(block: Block, slots: Int32Array, runOf: (bit: number) => [number, number], plan: ScanPlan, emptyBrand: number): void {
    const runs = (bit: number): [number, number][] => (bit === 0 ? [runOf(0)] : [runOf(0), runOf(bit)]);
    for (const [from, to] of runs(plan.brandBit)) tallyBrands(this.brandN, emptyBrand, block.brand, slots, from, to);
    for (const [from, to] of runs(plan.ratingBit)) tallyStars(this.starsN, block.rating, slots, from, to);
    for (const facet of this.numbers) {
      const column = block.numbers.get(facet.key);
      const buckets = block.buckets.get(facet.key);
      if (!column || !buckets) continue;
      for (const [from, to] of runs(plan.bits.get(facet.key) ?? 0)) {
        tallyCodes(facet.codesN, buckets.codes, slots, from, to);
        let { lo, hi } = facet;
        for (let k = from; k < to; k += 1) {
          const x = column[slots[k] as number] as number;
          if (x < lo) lo = x;
          if (x > hi) hi = x;
        }
        facet.lo = lo;
        facet.hi = hi;
      }
    }
    for (const facet of this.enums) {
      const column = block.enums.get(facet.key);
      if (column) for (const [from, to] of runs(plan.bits.get(facet.key) ?? 0)) tallyCodes(facet.n, column, slots, from, to);
    }
  }

  rows(brandTexts: string[]): FacetRow[] {
    const rows: FacetRow[] = [];
    for (let b = 0; b < this.brandPresent.length; b += 1) {
      if ((this.brandPresent[b] as number) > 0)
        rows.push({ facet: 'brand', value: brandTexts[b] as string, n: this.brandN[b] as number, present: this.brandPresent[b] as number, lo: null, hi: null });
    }
    for (const step of RATING_STEPS) {
      let n = 0;
      let present = 0;
      for (let star = step; star <= 5; star += 1) {
        n += this.starsN[star] as number;
        present += this.starsPresent[star] as number;
      }
      rows.push({ facet: 'rating', value: String(step), n, present, lo: null, hi: null });
    }
    for (const f of this.numbers) {
      f.buckets().forEach(({ n, present }, b) => rows.push({ facet: f.key, value: String(b), n, present, lo: null, hi: null }));
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
