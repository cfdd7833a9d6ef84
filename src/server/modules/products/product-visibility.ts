import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/products.js';

/**
 * THE condition for "shoppers may see and buy this product": not deleted, and active (not a draft nor
 * archived, ADR 45). Storefront lists, the product page, facets, search, suggestions, the sitemap,
 * related products, wishlists, carts and checkout all use this one fragment, so a new state cannot be
 * forgotten in one of them. Written with literals, never parameters, so PostgreSQL matches it against
 * the partial indexes' predicate (`deleted_at is null and status = 'active'`, migration 0070) at
 * planning time, in generic plans too.
 */
export const listedProduct: SQL = sql`(${products.deletedAt} is null and ${products.status} = 'active')`;

/**
 * Listed, and a card of its own: a variant other than its group's main product (ADR 65) is bought and
 * opened by its id but never listed, so lists, facets, search, suggestions and the sitemap show one
 * card per group. A conjunct added to `listedProduct`, so the partial indexes still match.
 */
export const listedAsCard: SQL = sql`(${listedProduct} and ${products.variantOf} is null)`;
