import { eq, sql } from 'drizzle-orm';
import type { RatingSource } from '../../../shared/catalog/review.schema.js';
import { queryRows, type Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { HttpError } from '../../plugins/error-handler.js';
import { listedProduct } from '../products/product-visibility.js';

interface RatingState {
  rating: number;
  reviewCount: number;
  ratingSource: RatingSource;
  seedRating: number | null;
  seedReviewCount: number | null;
}

/**
 * Locks the product row for the rest of the transaction. Every change to a product's reviews takes
 * this lock first, so two of them in parallel run one after the other and the second counts the
 * first's review: its own statements start after the first committed.
 */
export async function lockProductForReviews(tx: Db, productId: string, listedOnly: boolean): Promise<RatingState> {
  const [row] = await tx
    .select({
      rating: products.rating,
      reviewCount: products.reviewCount,
      ratingSource: products.ratingSource,
      seedRating: products.seedRating,
      seedReviewCount: products.seedReviewCount,
    })
    .from(products)
    .where(listedOnly ? sql`${products.id} = ${productId} and ${listedProduct}` : eq(products.id, productId))
    .for('update');
  if (!row) throw new HttpError(404, `Product ${productId} not found`);
  return row;
}

/**
 * Brings the product's rating and reviewCount in step with its visible reviews, in the caller's
 * transaction after lockProductForReviews. Without a visible review the seed's numbers stand (or come
 * back, kept in seed_rating / seed_review_count when reviews first replaced them). Answers whether the
 * product row changed, so the caller signals a product change only then.
 */
export async function syncProductRating(tx: Db, productId: string, before: RatingState): Promise<boolean> {
  const [stats] = await queryRows<{ n: number; average: number | null }>(
    tx,
    sql`select count(*)::int as n, round(avg(rating)::numeric, 1)::float8 as average from product_reviews where product_id = ${productId} and hidden_at is null`,
  );
  const n = Number(stats?.n ?? 0);
  const seedRating = before.ratingSource === 'seed' ? before.rating : (before.seedRating ?? 0);
  const seedReviewCount = before.ratingSource === 'seed' ? before.reviewCount : (before.seedReviewCount ?? 0);
  const next =
    n > 0
      ? { rating: Number(stats?.average ?? 0), reviewCount: n, ratingSource: 'reviews' as const, seedRating, seedReviewCount }
      : { rating: seedRating, reviewCount: seedReviewCount, ratingSource: 'seed' as const, seedRating: null, seedReviewCount: null };
  if (next.rating === before.rating && next.reviewCount === before.reviewCount && next.ratingSource === before.ratingSource) return false;
  await tx
    .update(products)
    .set({ ...next, updatedAt: sql`now()` })
    .where(eq(products.id, productId));
  return true;
}
