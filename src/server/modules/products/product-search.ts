import { sql, type SQL } from 'drizzle-orm';
import type { TypedSpecs } from '../../../shared/catalog/attributes/typed-specs.js';
import type { AttributeFilters } from '../../../shared/catalog/attribute-filters.js';
import { anyCategoryAttribute, attributesOf, type NumberAttribute } from '../../../shared/catalog/attributes/attribute-declarations.js';
import type { ProductFacet } from '../../../shared/catalog/product-facets.schema.js';
import type { ProductListQuery, ProductSuggestion } from '../../../shared/catalog/product.schema.js';
import { rupeesToPaise } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { searchCatalogOf } from '../search/search-catalog.js';
import { BEST_SELLER, FEATURED, IS_NEW, type ProductColumns } from '../search/product-columns.js';
import type { SearchIndex } from '../search/search-index.js';
import { bucketsOf, RATING_STEPS, shapeFacets, type FacetRow } from './product-facets.js';

/**
 * Below this word similarity a name does not count as a typo of the query. 0.4 lets one wrong,
 * missing or extra letter in a word of five or more through ("ceilng" → "ceiling", "philps" →
 * "philips") while keeping unrelated names out.
 */
const TYPO_SIMILARITY = 0.4;
const MAX_WORDS = 8;

export interface SearchTerms {
  /** Lower-cased query words, for trigram similarity. */
  text: string;
  /** `word:* & word:*` for prefix full-text matching. */
  tsquery: string;
}

export function parseSearch(q: string): SearchTerms | null {
  const words =
    q
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  if (words.length === 0) return null;
  return { text: words.join(' '), tsquery: words.map((w) => `${w}:*`).join(' & ') };
}

const tsquery = (terms: SearchTerms) => sql`to_tsquery('english', ${terms.tsquery})`;

/** Full-text on name, brand, category and description (GIN index on the stored tsvector). */
export function wordsMatch(terms: SearchTerms): SQL {
  return sql`${products.search} @@ ${tsquery(terms)}`;
}

export function wordsRank(terms: SearchTerms): SQL {
  return sql`(ts_rank_cd(${products.search}, ${tsquery(terms)}) + word_similarity(${terms.text}, lower(${products.name})))`;
}

/** A name close to the query (`<%` uses the trigram index on lower(name)); only for typo fallbacks. */
export function nameResembles(terms: SearchTerms): SQL {
  return sql`${terms.text} <% lower(${products.name})`;
}

export function resemblanceRank(terms: SearchTerms): SQL {
  return sql`word_similarity(${terms.text}, lower(${products.name}))`;
}

/**
 * Runs a typo search with the similarity threshold set for this transaction only, so the trigram
 * index answers `<%` at our threshold instead of pg_trgm's default 0.6.
 */
export async function withTypoThreshold<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`));
    return run(tx);
  });
}

/** What a search found in the index: the page's product ids in order, the total, and the facets (ADR 33). */
export interface IndexSearchResult {
  ids: string[];
  total: number;
  facets: ProductFacet[];
}

/** A test of a product by its slot in the index's columns. */
type Predicate = (doc: number) => boolean;

function numberIn(value: unknown, min: number | undefined, max: number | undefined): boolean {
  if (typeof value !== 'number') return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** The attribute filters as tests on a product, by facet key, with the same meaning as attribute-conditions.ts gives them in SQL. */
function filterPredicates(filters: AttributeFilters, columns: ProductColumns): Map<string, Predicate> {
  const tests = new Map<string, Predicate>();
  const { brandCode, rating, typedSpecs } = columns;
  if (filters.brands.length > 0) {
    const brands = new Set(filters.brands);
    // By brand number: one array read per product instead of a string lookup.
    const wanted = Uint8Array.from(columns.brandNames, (name) => (brands.has(name) ? 1 : 0));
    const none = brands.has('');
    tests.set('brand', (doc) => {
      const code = brandCode[doc] as number;
      return code < 0 ? none : wanted[code] === 1;
    });
  }
  const minRating = filters.minRating;
  if (minRating !== undefined) tests.set('rating', (doc) => (rating[doc] as number) >= minRating);
  for (const [key, values] of Object.entries(filters.values)) {
    const bool = anyCategoryAttribute(key)?.kind === 'bool';
    const wanted = new Set<unknown>(values.map((v) => (bool ? v === 'true' : v)));
    tests.set(key, (doc) => wanted.has((typedSpecs[doc] as TypedSpecs)[key]));
  }
  for (const [key, range] of Object.entries(filters.ranges)) tests.set(key, (doc) => numberIn((typedSpecs[doc] as TypedSpecs)[key], range.min, range.max));
  return tests;
}

/** A code of `names`, or -2 (no product's) when none is `name`: a test for it then passes nothing. */
function codeOf(names: string[], name: string): number {
  const at = names.indexOf(name);
  return at < 0 ? -2 : at;
}

/** The list's conditions other than the search words and the facet filters, as one test over the columns, or null when there are none (most searches). */
function baseTest(query: ProductListQuery, columns: ProductColumns): Predicate | null {
  const min = query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice);
  const max = query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice);
  const { category, sub, onSale, isNew, featured, bestSeller } = query;
  if ([category, sub, min, max, onSale, isNew, featured, bestSeller].every((v) => v === undefined)) return null;
  const wantedCategory = category === undefined ? -1 : codeOf(columns.categoryNames, category);
  const wantedSub = sub === undefined ? -1 : codeOf(columns.subNames, sub);
  // The flags asked for, as a mask and the bits they must have under it.
  const flagMask = (isNew === undefined ? 0 : IS_NEW) | (featured === undefined ? 0 : FEATURED) | (bestSeller === undefined ? 0 : BEST_SELLER);
  const flagBits = (isNew ? IS_NEW : 0) | (featured ? FEATURED : 0) | (bestSeller ? BEST_SELLER : 0);
  const { categoryCode, subCode, pricePaise, discount, flags } = columns;
  return (doc) =>
    (wantedCategory === -1 || categoryCode[doc] === wantedCategory) &&
    (wantedSub === -1 || subCode[doc] === wantedSub) &&
    (min === undefined || (pricePaise[doc] as number) >= min) &&
    (max === undefined || (pricePaise[doc] as number) <= max) &&
    (onSale === undefined || (onSale ? (discount[doc] as number) > 0 : discount[doc] === 0)) &&
    ((flags[doc] as number) & flagMask) === flagBits;
}

/**
 * The products a search found that pass the list's other conditions, each with the facet filters it
 * fails as bits (bit i: the i-th of `keys`): a facet's counts take the products failing no filter
 * but its own, so each filter is tested once per product, not once per facet.
 */
interface Matching {
  /** The products' ordinals in the index. */
  docs: Int32Array;
  count: number;
  fails: Int32Array;
  keys: string[];
}

/** The bits of every filter but `key`'s. */
function othersMask(keys: string[], key: string): number {
  const at = keys.indexOf(key);
  return at < 0 ? -1 : ~(1 << at);
}

const bucketMemo = new WeakMap<NumberAttribute, { from: number; to: number | null }[]>();
function bucketsFor(attribute: NumberAttribute): { from: number; to: number | null }[] {
  let buckets = bucketMemo.get(attribute);
  if (!buckets) bucketMemo.set(attribute, (buckets = bucketsOf(attribute)));
  return buckets;
}

/** Facet rows as product-facets.ts reads them from SQL, counted over the index's matches; shapeFacets gives them their shape. */
function facetRows(index: SearchIndex, matching: Matching, category: string | undefined): FacetRow[] {
  const { docs, count, fails, keys } = matching;
  const { brandCode, brandNames, stars, typedSpecs } = index.columns;
  const rows: FacetRow[] = [];
  const valueRows = (facet: string, valueOf: (doc: number) => string | null) => {
    const mask = othersMask(keys, facet);
    const counts = new Map<string, { n: number; present: number }>();
    for (let i = 0; i < count; i += 1) {
      const value = valueOf(docs[i] as number);
      if (value === null) continue;
      let c = counts.get(value);
      if (!c) counts.set(value, (c = { n: 0, present: 0 }));
      c.present += 1;
      if (((fails[i] as number) & mask) === 0) c.n += 1;
    }
    for (const [value, c] of counts) rows.push({ facet, value, n: c.n, present: c.present, lo: null, hi: null });
  };
  const brandMask = othersMask(keys, 'brand');
  const brandN = new Int32Array(brandNames.length);
  const brandPresent = new Int32Array(brandNames.length);
  for (let i = 0; i < count; i += 1) {
    const code = brandCode[docs[i] as number] as number;
    if (code < 0) continue;
    brandPresent[code] = (brandPresent[code] as number) + 1;
    if (((fails[i] as number) & brandMask) === 0) brandN[code] = (brandN[code] as number) + 1;
  }
  brandPresent.forEach((present, code) => {
    if (present > 0) rows.push({ facet: 'brand', value: brandNames[code] as string, n: brandN[code] as number, present, lo: null, hi: null });
  });
  // Tallied by whole star once, then summed from five stars down: "4 and up" is the 4s and the 5s.
  const ratingMask = othersMask(keys, 'rating');
  const starN = new Int32Array(6);
  const starPresent = new Int32Array(6);
  for (let i = 0; i < count; i += 1) {
    const star = stars[docs[i] as number] as number;
    starPresent[star] = (starPresent[star] as number) + 1;
    if (((fails[i] as number) & ratingMask) === 0) starN[star] = (starN[star] as number) + 1;
  }
  for (const stars of RATING_STEPS) {
    let n = 0;
    let present = 0;
    for (let star = stars; star <= 5; star += 1) {
      n += starN[star] as number;
      present += starPresent[star] as number;
    }
    rows.push({ facet: 'rating', value: String(stars), n, present, lo: null, hi: null });
  }
  for (const attribute of attributesOf(category)) {
    if (!attribute.filter) continue;
    const key = attribute.key;
    if (attribute.kind !== 'number') {
      // The JSON text of a value, as `typed_specs -> key` prints it; the values of one key are few.
      const texts = new Map<unknown, string>();
      valueRows(key, (doc) => {
        const specs = typedSpecs[doc] as TypedSpecs;
        if (!(key in specs)) return null;
        const value = specs[key];
        let text = texts.get(value);
        if (text === undefined) texts.set(value, (text = JSON.stringify(value)));
        return text;
      });
      continue;
    }
    const mask = othersMask(keys, key);
    const buckets = bucketsFor(attribute);
    const n = new Int32Array(buckets.length);
    const present = new Int32Array(buckets.length);
    let lo: number | null = null;
    let hi: number | null = null;
    let any = false;
    for (let i = 0; i < count; i += 1) {
      const specs = typedSpecs[docs[i] as number] as TypedSpecs;
      if (!(key in specs)) continue;
      any = true;
      const value = specs[key];
      if (typeof value !== 'number') continue;
      const passes = ((fails[i] as number) & mask) === 0;
      if (passes) {
        lo = lo === null || value < lo ? value : lo;
        hi = hi === null || value > hi ? value : hi;
      }
      for (let b = 0; b < buckets.length; b += 1) {
        const bucket = buckets[b] as { from: number; to: number | null };
        if (value < bucket.from || (bucket.to !== null && value > bucket.to)) continue;
        present[b] = (present[b] as number) + 1;
        if (passes) n[b] = (n[b] as number) + 1;
      }
    }
    if (!any) continue;
    for (let b = 0; b < buckets.length; b += 1)
      rows.push({ facet: key, value: String(b), n: n[b] as number, present: present[b] as number, lo: null, hi: null });
    rows.push({ facet: key, value: null, n: 0, present: 0, lo, hi });
  }
  return rows;
}

/**
 * Listed products a search ranks, as numbers in arrays rather than an object each (a broad word
 * matches tens of thousands): relevance, and the place in the sort's order (SearchIndex.placeIn).
 */
interface Ranked {
  docs: Int32Array;
  scores: Float64Array;
  places: Int32Array;
}

/** Compares two entries of `ranked` by position: relevance, then the featured order; any other sort is its order alone. */
function comparator(sort: ProductListQuery['sort'], { scores, places }: Ranked): (a: number, b: number) => number {
  return sort === undefined
    ? (a, b) => (scores[b] as number) - (scores[a] as number) || (places[a] as number) - (places[b] as number)
    : (a, b) => (places[a] as number) - (places[b] as number);
}

/** The first `k` of `items` in order, without sorting the rest: a bounded heap, O(n log k). */
function firstK(count: number, k: number, compare: (a: number, b: number) => number): number[] {
  if (k >= count / 4) {
    const all = new Int32Array(count);
    for (let i = 0; i < count; i += 1) all[i] = i;
    return Array.from(all.sort(compare).subarray(0, k));
  }
  // A max-heap by `compare` holding the best k seen: its root is the worst of them.
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(heap[i] as number, heap[j] as number) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j] as number, heap[i] as number]);
  for (let item = 0; item < count; item += 1) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (k > 0 && compare(item, heap[0] as number) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let top = i;
        if (l < heap.length && worse(l, top)) top = l;
        if (r < heap.length && worse(r, top)) top = r;
        if (top === i) break;
        swap(i, top);
        i = top;
      }
    }
  }
  return heap.sort(compare);
}

/**
 * Arrays every search fills, kept between searches: a broad word's search filled five arrays of
 * tens of thousands of numbers, and collecting them was a tenth of a search's CPU. A search uses
 * them from its match to its facets without waiting on anything, so no other search runs between.
 */
let buffers = {
  docs: new Int32Array(0),
  fails: new Int32Array(0),
  rankedDocs: new Int32Array(0),
  rankedScores: new Float64Array(0),
  rankedPlaces: new Int32Array(0),
};
function buffersFor(size: number): typeof buffers {
  if (buffers.docs.length < size) {
    const room = Math.max(size, buffers.docs.length * 2);
    buffers = {
      docs: new Int32Array(room),
      fails: new Int32Array(room),
      rankedDocs: new Int32Array(room),
      rankedScores: new Float64Array(room),
      rankedPlaces: new Int32Array(room),
    };
  }
  return buffers;
}

/**
 * A search answered from the in-process index: matches (words, synonyms, corrections, sizes),
 * the list's other filters, the facets, and the page's ids in order. Null when the query asks for
 * something the index does not hold (stock, which orders change without a notice): the SQL search
 * answers those.
 */
export async function searchIndexed(db: Db, query: ProductListQuery, filters: AttributeFilters): Promise<IndexSearchResult | null> {
  if (query.inStock !== undefined || !query.q) return null;
  const index = await searchCatalogOf(db).current();
  const found = index.match(index.parse(query.q));
  const columns = index.columns;
  const base = baseTest(query, columns);
  const predicates = filterPredicates(filters, columns);
  const tests = [...predicates.values()];
  const size = found.docs.length;
  const buffers = buffersFor(size);
  const matching: Matching = { docs: buffers.docs, count: 0, fails: buffers.fails, keys: [...predicates.keys()] };
  const ranked: Ranked = { docs: buffers.rankedDocs, scores: buffers.rankedScores, places: buffers.rankedPlaces };
  let rankedCount = 0;
  let count = 0;
  const places = index.placeIn(query.sort ?? 'featured');
  for (let i = 0; i < size; i += 1) {
    const doc = found.docs[i] as number;
    if (base && !base(doc)) continue;
    let fails = 0;
    for (let t = 0; t < tests.length; t += 1) if (!(tests[t] as Predicate)(doc)) fails |= 1 << t;
    matching.fails[count] = fails;
    matching.docs[count] = doc;
    count += 1;
    if (fails === 0) {
      ranked.docs[rankedCount] = doc;
      ranked.scores[rankedCount] = found.scores[i] as number;
      ranked.places[rankedCount] = places[doc] as number;
      rankedCount += 1;
    }
  }
  matching.count = count;
  const start = (query.page - 1) * query.pageSize;
  const ids = firstK(rankedCount, start + query.pageSize, comparator(query.sort, ranked))
    .slice(start)
    .map((r) => columns.ids[ranked.docs[r] as number] as string);
  const facets = shapeFacets(
    facetRows(index, matching, query.category),
    attributesOf(query.category)
      .filter((a) => a.filter)
      .sort((a, b) => a.order - b.order),
    filters,
  );
  return { ids, total: rankedCount, facets };
}

/** Type-ahead from the index: up to 8 names, best first, with no database read. */
export async function suggestIndexed(db: Db, q: string): Promise<ProductSuggestion[]> {
  const index = await searchCatalogOf(db).current();
  const found = index.match(index.parse(q));
  const places = index.placeIn('featured');
  const ranked: Ranked = {
    docs: Int32Array.from(found.docs),
    scores: Float64Array.from(found.scores),
    places: Int32Array.from(found.docs, (doc) => places[doc] as number),
  };
  return firstK(ranked.docs.length, 8, comparator(undefined, ranked)).map((r) => {
    const doc = ranked.docs[r] as number;
    return { _id: index.columns.ids[doc] as string, name: index.columns.names[doc] as string, category: index.columns.categoryOf(doc) };
  });
}
