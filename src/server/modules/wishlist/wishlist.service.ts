import { and, asc, eq } from 'drizzle-orm';
import type { WishlistEntry } from '../../../shared/shopping/cart.schema.js';
import { paiseToRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { wishlistEntries } from '../../db/schema/shopping.js';
import { HttpError } from '../../plugins/error-handler.js';
import { listedProduct } from '../products/product-visibility.js';

const entryColumns = {
  id: wishlistEntries.id,
  productId: products.id,
  name: products.name,
  pricePaise: products.pricePaise,
  images: products.images,
  description: products.description,
  category: products.categorySlug,
};

function toEntry(row: {
  id: string;
  productId: string;
  name: string;
  pricePaise: number;
  images: string[];
  description: string;
  category: string;
}): WishlistEntry {
  return {
    _id: row.id,
    product: {
      _id: row.productId,
      name: row.name,
      price: paiseToRupees(row.pricePaise),
      imageUrl: row.images[0] ?? '',
      description: row.description,
      category: row.category,
    },
  };
}

/** Ids in paths are never trusted alone: the path's user must be the session's user. */
export function assertOwnWishlist(sessionUserId: string, pathUserId: string): void {
  if (sessionUserId !== pathUserId) throw new HttpError(403, 'You can only use your own wishlist');
}

export async function listWishlist(db: Db, userId: string): Promise<WishlistEntry[]> {
  const rows = await db
    .select(entryColumns)
    .from(wishlistEntries)
    .innerJoin(products, eq(products.id, wishlistEntries.productId))
    .where(and(eq(wishlistEntries.userId, userId), listedProduct))
    .orderBy(asc(wishlistEntries.createdAt), asc(wishlistEntries.id));
  return rows.map(toEntry);
}

/** Adding twice keeps one entry and answers it both times. */
export async function addToWishlist(db: Db, userId: string, productId: string): Promise<{ entry: WishlistEntry; created: boolean }> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), listedProduct))
    .limit(1);
  if (!product) throw new HttpError(404, 'Product not found');
  const inserted = await db.insert(wishlistEntries).values({ userId, productId }).onConflictDoNothing().returning({ id: wishlistEntries.id });
  const [row] = await db
    .select(entryColumns)
    .from(wishlistEntries)
    .innerJoin(products, eq(products.id, wishlistEntries.productId))
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.productId, productId)))
    .limit(1);
  if (!row) throw new HttpError(404, 'Product not found');
  return { entry: toEntry(row), created: inserted.length > 0 };
}

export async function removeFromWishlist(db: Db, userId: string, productId: string): Promise<void> {
  const removed = await db
    .delete(wishlistEntries)
    .where(and(eq(wishlistEntries.userId, userId), eq(wishlistEntries.productId, productId)))
    .returning({ id: wishlistEntries.id });
  if (removed.length === 0) throw new HttpError(404, 'This product is not in your wishlist');
}
