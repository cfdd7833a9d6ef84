/**
 * Tags name what a cached answer or page shows, so that a change drops exactly the entries it
 * makes wrong and nothing else (ADR 37):
 * - `product:<id>`: shows that product's fields (its page, a list it is on);
 * - `list:<category>`, `list:*`: which products a list of that category (or of the whole catalog, or
 *   a search) holds, their order, total and facet counts;
 * - `stock-list:<category>`, `stock-list:*`: the same for lists filtered by "in stock";
 * - `products`: every product's fields (the staff's whole list).
 */
export const EVERY_PRODUCT_TAG = 'products';

export function productTag(id: string): string {
  return `product:${id}`;
}

export interface ProductChangeForTags {
  id: string;
  before: string | null;
  after: string | null;
  stockOnly: boolean;
  stockCrossedZero: boolean;
}

/** The tags a change of these products makes stale. A stock-only change keeps every list that does not show the product. */
export function tagsChangedBy(changes: readonly ProductChangeForTags[]): Set<string> {
  const tags = new Set<string>([EVERY_PRODUCT_TAG]);
  for (const change of changes) {
    tags.add(productTag(change.id));
    const categories = [change.before, change.after].filter((c): c is string => c !== null);
    if (!change.stockOnly) {
      tags.add('list:*');
      for (const category of categories) tags.add(`list:${category}`);
    }
    if (change.stockCrossedZero || !change.stockOnly) {
      tags.add('stock-list:*');
      for (const category of categories) tags.add(`stock-list:${category}`);
    }
  }
  return tags;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The tags of a catalog answer, from the path it was asked for and its parsed body: the same for
 * an API answer the route caches and for a page's read of it (a page carries its reads' tags).
 * Paths that show no product (categories, posts) have none.
 */
export function answerTags(path: string, body: unknown): string[] {
  const [pathname = '', search = ''] = path.split('?');
  if (pathname === '/api/products') {
    const params = new URLSearchParams(search);
    const category = params.get('q') ? null : params.get('category')?.trim().toLowerCase() || null;
    const scope = category ?? '*';
    const tags = [`list:${scope}`];
    if (params.has('inStock')) tags.push(`stock-list:${scope}`);
    const items = isRecord(body) && Array.isArray(body.items) ? body.items : [];
    for (const item of items) if (isRecord(item) && typeof item._id === 'string') tags.push(productTag(item._id));
    return tags;
  }
  if (pathname === '/api/products/suggest') return ['list:*'];
  const detail = /^\/api\/products\/([^/]+)$/.exec(pathname);
  if (detail?.[1] !== undefined) {
    let id: string;
    try {
      id = decodeURIComponent(detail[1]);
    } catch {
      return [];
    }
    // A product page shows its variant group's choices too (ADR 65).
    const group = isRecord(body) && isRecord(body.variantGroup) && Array.isArray(body.variantGroup.variants) ? body.variantGroup.variants : [];
    const variantIds = group.flatMap((v) => (isRecord(v) && typeof v._id === 'string' && v._id !== id ? [v._id] : []));
    return [productTag(id), ...variantIds.map(productTag)];
  }
  return [];
}
