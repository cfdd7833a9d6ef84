/**
 * Cache keys made from the query parameters a route reads, never from the raw URL:
 * `/?x=<random>` or `/api/products?category=fans&utm=…` must not make a new cache entry, and with it
 * a new render or database read, per request. Names are sorted, so the order a client wrote them in
 * does not matter either. See ADR 18.
 */

/** Which query names a route reads. */
interface QueryNames {
  has(name: string): boolean;
}

const productListNames = [
  'category',
  'sub',
  'q',
  'minPrice',
  'maxPrice',
  'sort',
  'inStock',
  'onSale',
  'isNew',
  'featured',
  'bestSeller',
  'page',
  'pageSize',
  'brand',
  'rating',
];
/** Attribute filters (`f.base`, `r.wattage`, shared/catalog/attribute-filters.ts): their names are the attributes'. */
const ATTRIBUTE_FILTER = /^[fr]\.[A-Za-z][A-Za-z0-9-]{0,39}$/;

function withAttributeFilters(names: readonly string[]): QueryNames {
  const set = new Set(names);
  return { has: (name) => set.has(name) || ATTRIBUTE_FILTER.test(name) };
}

/** The query names each cached catalog route reads (its zod querystring schema and the attribute filters); others are dropped. */
const catalogNames: { path: RegExp; names: QueryNames }[] = [
  { path: /^\/api\/products\/?$/, names: withAttributeFilters(productListNames) },
  { path: /^\/api\/products\/suggest\/?$/, names: new Set(['q']) },
  { path: /^\/api\/products\/[^/]+\/?$/, names: new Set() },
];

/** Every name a storefront page reads from its address (shop filters, sort, paging, search, profile section, contact subject). */
export const pageQueryNames: QueryNames = withAttributeFilters([...productListNames, 'section', 'subject']);

function splitUrl(url: string): { path: string; query: string } {
  const at = url.indexOf('?');
  return at === -1 ? { path: url, query: '' } : { path: url.slice(0, at), query: url.slice(at + 1) };
}

/** `path?a=1&b=2` with only the named parameters, sorted by name (values of one name keep their order). */
export function keepNames(path: string, query: string, names: QueryNames): string {
  if (query === '') return path;
  const kept = [...new URLSearchParams(query)].filter(([name]) => names.has(name));
  if (kept.length === 0) return path;
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

/**
 * The catalog cache key of a request URL, computed before any parsing (the fast path, the routes'
 * onRequest hook): the route's own parameters, sorted. A URL of no cached catalog route is its own key.
 */
export function catalogCacheKey(url: string): string {
  const { path, query } = splitUrl(url);
  const route = catalogNames.find((r) => r.path.test(path));
  return route ? keepNames(path, query, route.names) : url;
}

/**
 * The key a route stores its answer under, from the parsed query: the route's parameters present in
 * the URL, each as zod made it (trimmed, coerced), so `page=01` and `page=1` share one entry, and a
 * later request written the usual way is a hit of the fast path.
 */
export function parsedCatalogCacheKey(url: string, parsed: Readonly<Record<string, unknown>>): string {
  const { path, query } = splitUrl(url);
  const route = catalogNames.find((r) => r.path.test(path));
  if (!route || query === '') return route ? path : url;
  const present = new Set([...new URLSearchParams(query).keys()].filter((name) => route.names.has(name)));
  const values = new URLSearchParams();
  for (const name of present) {
    const value = parsed[name];
    if (value !== undefined && value !== null) values.append(name, String(value));
  }
  return keepNames(path, values.toString(), route.names);
}

/** A storefront page's key and the address it is rendered from: its path and the names pages read. */
export function pageCacheKey(url: string): string {
  const { path, query } = splitUrl(url);
  return keepNames(path, query, pageQueryNames);
}
