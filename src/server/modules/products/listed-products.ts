import { isNull, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/products.js';

/**
 * Which products the storefront shows: the one visibility rule every storefront read of products
 * (lists, the catalog index, detail, suggestions) applies. A new rule (a product status) is added
 * here, once, and every reader follows.
 */
export function listedProduct(): SQL {
  return isNull(products.deletedAt);
}
