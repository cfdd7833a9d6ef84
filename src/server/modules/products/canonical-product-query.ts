import { canonicalFilterEntries, type AttributeFilters } from '../../../shared/catalog/attribute-filters.js';
import type { ProductListQuery } from '../../../shared/catalog/product.schema.js';

/** The list query's own fields in one fixed order; brand and rating travel with the attribute filters. */
const fieldOrder = [
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
] as const;

/**
 * `/api/products?…` rebuilt from the parsed query and filters: fields in a fixed order, defaults
 * written out, filters sorted (canonicalFilterEntries). Two URLs asking for the same list, in any
 * parameter order, with repeated or reordered filter values, give the same string: the key the
 * list is loaded under, so they share one database read and one cached answer. Pure, so the
 * catalog cache's keys can be built from it wholesale.
 */
export function canonicalProductListUrl(query: ProductListQuery, filters: AttributeFilters): string {
  const params = new URLSearchParams();
  for (const field of fieldOrder) {
    const value = query[field];
    if (value !== undefined && value !== '') params.append(field, String(value));
  }
  for (const [name, value] of canonicalFilterEntries(filters)) params.append(name, value);
  return `/api/products?${params.toString()}`;
}
