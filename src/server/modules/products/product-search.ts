import { sql, type SQL } from 'drizzle-orm';
import type { AttributeFilters } from '../../../shared/catalog/attribute-filters.js';
import { anyCategoryAttribute, attributesOf } from '../../../shared/catalog/attributes/attribute-declarations.js';
import type { ProductFacet } from '../../../shared/catalog/product-facets.schema.js';
import type { ProductListQuery, ProductSuggestion } from '../../../shared/catalog/product.schema.js';
import { rupeesToPaise } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { searchCatalogOf } from '../search/search-catalog.js';
import type { IndexedProduct } from '../search/search-index.js';
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

type Predicate = (p: IndexedProduct) => boolean;

function numberIn(value: unknown, min: number | undefined, max: number | undefined): boolean {
  if (typeof value !== 'number') return false;
  return (min === undefined || value >= min) && (max === undefined || value <= max);
}

/** The attribute filters as tests on a product, by facet key, with the same meaning as attribute-conditions.ts gives them in SQL. */
function filterPredicates(filters: AttributeFilters): Map<string, Predicate> {
  const tests = new Map<string, Predicate>();
  if (filters.brands.length > 0) {
    const brands = new Set(filters.brands);
    tests.set('brand', (p) => brands.has(p.brand));
  }
  const minRating = filters.minRating;
  if (minRating !== undefined) tests.set('rating', (p) => p.rating >= minRating);
  for (const [key, values] of Object.entries(filters.values)) {
    const bool = anyCategoryAttribute(key)?.kind === 'bool';
    const wanted = new Set<unknown>(values.map((v) => (bool ? v === 'true' : v)));
    tests.set(key, (p) => wanted.has(p.typedSpecs[key]));
  }
  for (const [key, range] of Object.entries(filters.ranges)) tests.set(key, (p) => numberIn(p.typedSpecs[key], range.min, range.max));
  return tests;
}

function allBut(tests: Map<string, Predicate>, key: string | null): Predicate {
  const others = [...tests].filter(([k]) => k !== key).map(([, test]) => test);
  return (p) => others.every((test) => test(p));
}

function baseTest(query: ProductListQuery): Predicate {
  const min = query.minPrice === undefined ? undefined : rupeesToPaise(query.minPrice);
  const max = query.maxPrice === undefined ? undefined : rupeesToPaise(query.maxPrice);
  return (p) =>
    (query.category === undefined || p.category === query.category) &&
    (query.sub === undefined || p.sub === query.sub) &&
    (min === undefined || p.pricePaise >= min) &&
    (max === undefined || p.pricePaise <= max) &&
    (query.onSale === undefined || (query.onSale ? p.discount > 0 : p.discount === 0)) &&
    (query.isNew === undefined || p.isNew === query.isNew) &&
    (query.featured === undefined || p.isFeatured === query.featured) &&
    (query.bestSeller === undefined || p.isBestSeller === query.bestSeller);
}

/** Facet rows as product-facets.ts reads them from SQL, counted over the index's matches; shapeFacets gives them their shape. */
function facetRows(matching: IndexedProduct[], category: string | undefined, tests: Map<string, Predicate>): FacetRow[] {
  const rows: FacetRow[] = [];
  const valueRows = (facet: string, valueOf: (p: IndexedProduct) => string | null, others: Predicate) => {
    const counts = new Map<string, { n: number; present: number }>();
    for (const p of matching) {
      const value = valueOf(p);
      if (value === null) continue;
      let c = counts.get(value);
      if (!c) counts.set(value, (c = { n: 0, present: 0 }));
      c.present += 1;
      if (others(p)) c.n += 1;
    }
    for (const [value, c] of counts) rows.push({ facet, value, n: c.n, present: c.present, lo: null, hi: null });
  };
  valueRows('brand', (p) => (p.brand === '' ? null : p.brand), allBut(tests, 'brand'));
  const ratingOthers = allBut(tests, 'rating');
  for (const stars of RATING_STEPS) {
    let n = 0;
    let present = 0;
    for (const p of matching)
      if (p.rating >= stars) {
        present += 1;
        if (ratingOthers(p)) n += 1;
      }
    rows.push({ facet: 'rating', value: String(stars), n, present, lo: null, hi: null });
  }
  for (const attribute of attributesOf(category).filter((a) => a.filter)) {
    const others = allBut(tests, attribute.key);
    const key = attribute.key;
    if (attribute.kind !== 'number') {
      valueRows(key, (p) => (key in p.typedSpecs ? JSON.stringify(p.typedSpecs[key]) : null), others);
      continue;
    }
    const buckets = bucketsOf(attribute);
    const n = buckets.map(() => 0);
    const present = buckets.map(() => 0);
    let lo: number | null = null;
    let hi: number | null = null;
    let any = false;
    for (const p of matching) {
      if (!(key in p.typedSpecs)) continue;
      any = true;
      const value = p.typedSpecs[key];
      const passes = others(p);
      if (passes && typeof value === 'number') {
        lo = lo === null ? value : Math.min(lo, value);
        hi = hi === null ? value : Math.max(hi, value);
      }
      buckets.forEach((bucket, i) => {
        if (!numberIn(value, bucket.from, bucket.to ?? undefined)) return;
        present[i] = (present[i] ?? 0) + 1;
        if (passes) n[i] = (n[i] ?? 0) + 1;
      });
    }
    if (!any) continue;
    buckets.forEach((_, i) => rows.push({ facet: key, value: String(i), n: n[i] ?? 0, present: present[i] ?? 0, lo: null, hi: null }));
    rows.push({ facet: key, value: null, n: 0, present: 0, lo, hi });
  }
  return rows;
}

/** A listed product with what its sort reads, as numbers. */
interface Ranked {
  product: IndexedProduct;
  score: number;
  idRank: number;
}

function comparator(sort: ProductListQuery['sort']): (a: Ranked, b: Ranked) => number {
  const featured = (a: Ranked, b: Ranked) =>
    Number(b.product.isFeatured) - Number(a.product.isFeatured) ||
    Number(b.product.isBestSeller) - Number(a.product.isBestSeller) ||
    b.product.rating - a.product.rating ||
    a.idRank - b.idRank;
  switch (sort) {
    case 'price-low':
      return (a, b) => a.product.pricePaise - b.product.pricePaise || a.idRank - b.idRank;
    case 'price-high':
      return (a, b) => b.product.pricePaise - a.product.pricePaise || a.idRank - b.idRank;
    case 'newest':
      return (a, b) => b.product.createdAt - a.product.createdAt || a.idRank - b.idRank;
    case 'featured':
      return featured;
    case undefined:
      return (a, b) => b.score - a.score || featured(a, b);
  }
}

/** The first `k` of `items` in order, without sorting the rest: a bounded heap, O(n log k). */
function firstK<T>(items: T[], k: number, compare: (a: T, b: T) => number): T[] {
  if (k >= items.length / 4) return items.sort(compare).slice(0, k);
  // A max-heap by `compare` holding the best k seen: its root is the worst of them.
  const heap: T[] = [];
  const worse = (i: number, j: number) => compare(heap[i] as T, heap[j] as T) > 0;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j] as T, heap[i] as T]);
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (k > 0 && compare(item, heap[0] as T) < 0) {
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
 * A search answered from the in-process index: matches (words, synonyms, corrections, sizes),
 * the list's other filters, the facets, and the page's ids in order. Null when the query asks for
 * something the index does not hold (stock, which orders change without a notice): the SQL search
 * answers those.
 */
export async function searchIndexed(db: Db, query: ProductListQuery, filters: AttributeFilters): Promise<IndexSearchResult | null> {
  if (query.inStock !== undefined || !query.q) return null;
  const index = await searchCatalogOf(db).current();
  const parsed = index.parse(query.q);
  const found = index.match(parsed);
  const base = baseTest(query);
  const matching: IndexedProduct[] = [];
  const ranked: Ranked[] = [];
  const tests = filterPredicates(filters);
  const all = allBut(tests, null);
  found.docs.forEach((doc, i) => {
    const product = index.products[doc] as IndexedProduct;
    if (!base(product)) return;
    matching.push(product);
    if (tests.size === 0 || all(product)) ranked.push({ product, score: found.scores[i] ?? 0, idRank: index.idRank[doc] ?? 0 });
  });
  const start = (query.page - 1) * query.pageSize;
  const ids = firstK(ranked, start + query.pageSize, comparator(query.sort))
    .slice(start)
    .map((r) => r.product.id);
  const facets = shapeFacets(
    facetRows(matching, query.category, tests),
    attributesOf(query.category)
      .filter((a) => a.filter)
      .sort((a, b) => a.order - b.order),
    filters,
  );
  return { ids, total: ranked.length, facets };
}

/** Type-ahead from the index: up to 8 names, best first, with no database read. */
export async function suggestIndexed(db: Db, q: string): Promise<ProductSuggestion[]> {
  const index = await searchCatalogOf(db).current();
  const found = index.match(index.parse(q));
  const ranked = found.docs.map((doc, i) => ({ product: index.products[doc] as IndexedProduct, score: found.scores[i] ?? 0, idRank: index.idRank[doc] ?? 0 }));
  return firstK(ranked, 8, comparator(undefined)).map(({ product }) => ({ _id: product.id, name: product.name, category: product.category }));
}
