import { access } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { MyReviewState, Review, ReviewFields, ReviewList, ReviewListQuery } from '../../../shared/catalog/review.schema.js';
import { queryRows, type Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { productReviews, reviewHelpfulVotes } from '../../db/schema/reviews.js';
import { users } from '../../db/schema/users.js';
import { HttpError } from '../../plugins/error-handler.js';
import { listedProduct } from '../products/product-visibility.js';
import { lockProductForReviews, syncProductRating } from './product-rating.js';

export const NOT_ELIGIBLE = 'Only shoppers who received this product can review it';
export const ALREADY_REVIEWED = 'You have already reviewed this product; edit your review instead';
export const NO_REVIEW = 'You have not reviewed this product yet';
export const REVIEW_NOT_FOUND = 'Review not found';

/** "Asha Raghavan" → "Asha R.": enough to tell reviewers apart, not a full name on a public page. */
export function reviewerName(username: string): string {
  const [first = '', ...rest] = username.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first || 'Shopper';
}

type ReviewRow = typeof productReviews.$inferSelect & { username: string };

/** A review's columns with its author's name, as both the storefront and staff read them. */
export const reviewColumns = {
  id: productReviews.id,
  productId: productReviews.productId,
  userId: productReviews.userId,
  orderId: productReviews.orderId,
  rating: productReviews.rating,
  title: productReviews.title,
  comment: productReviews.comment,
  photos: productReviews.photos,
  helpfulCount: productReviews.helpfulCount,
  hiddenAt: productReviews.hiddenAt,
  hiddenReason: productReviews.hiddenReason,
  hiddenBy: productReviews.hiddenBy,
  createdAt: productReviews.createdAt,
  updatedAt: productReviews.updatedAt,
  username: users.username,
};

export function toReviewDto(row: ReviewRow): Review {
  return {
    _id: row.id,
    productId: row.productId,
    author: reviewerName(row.username),
    rating: row.rating,
    title: row.title,
    comment: row.comment,
    photos: row.photos,
    verifiedPurchase: row.orderId !== null,
    helpfulCount: row.helpfulCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The shopper's latest order with this product that reached Delivered; null: they may not review it. */
export async function deliveredOrderWith(db: Db, userId: string, productId: string): Promise<string | null> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select o.id from orders o join order_lines l on l.order_id = o.id
        where o.user_id = ${userId} and o.status = 'Delivered' and l.product_id = ${productId}
        order by o.updated_at desc limit 1`,
  );
  return row?.id ?? null;
}

/** A review names only photos this shop stored (the upload route writes them, by the product image rules). */
async function assertPhotosStored(dataDir: string, photos: string[]): Promise<void> {
  for (const url of photos) {
    try {
      await access(join(dataDir, 'media', 'uploads', basename(url)));
    } catch {
      throw new HttpError(400, 'A photo was not found; please upload it again');
    }
  }
}

async function reviewById(db: Db, id: string): Promise<ReviewRow> {
  const [row] = await db.select(reviewColumns).from(productReviews).innerJoin(users, eq(users.id, productReviews.userId)).where(eq(productReviews.id, id));
  if (!row) throw new HttpError(404, REVIEW_NOT_FOUND);
  return row;
}

export interface ReviewChange {
  review: Review;
  /** The product's rating or review count moved: the caller signals a product change (app.productsChanged). */
  ratingChanged: boolean;
}

/**
 * A first review of this product by this shopper. The product row is locked first (product-rating.ts),
 * and the unique (product, shopper) pair refuses a second, so two sent at once give one review.
 */
export async function createReview(db: Db, dataDir: string, userId: string, productId: string, input: ReviewFields): Promise<ReviewChange> {
  await assertPhotosStored(dataDir, input.photos);
  return db.transaction(async (tx) => {
    const before = await lockProductForReviews(tx, productId, true);
    const orderId = await deliveredOrderWith(tx, userId, productId);
    if (!orderId) throw new HttpError(403, NOT_ELIGIBLE);
    const [inserted] = await tx
      .insert(productReviews)
      .values({ productId, userId, orderId, rating: input.rating, title: input.title, comment: input.comment, photos: input.photos })
      .onConflictDoNothing()
      .returning({ id: productReviews.id });
    if (!inserted) throw new HttpError(409, ALREADY_REVIEWED);
    const ratingChanged = await syncProductRating(tx, productId, before);
    return { review: toReviewDto(await reviewById(tx, inserted.id)), ratingChanged };
  });
}

/** The shopper edits their own review; one hidden by staff stays hidden. */
export async function updateReview(db: Db, dataDir: string, userId: string, productId: string, input: ReviewFields): Promise<ReviewChange> {
  await assertPhotosStored(dataDir, input.photos);
  return db.transaction(async (tx) => {
    const before = await lockProductForReviews(tx, productId, true);
    const [updated] = await tx
      .update(productReviews)
      .set({ rating: input.rating, title: input.title, comment: input.comment, photos: input.photos, updatedAt: sql`now()` })
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)))
      .returning({ id: productReviews.id });
    if (!updated) throw new HttpError(404, NO_REVIEW);
    const ratingChanged = await syncProductRating(tx, productId, before);
    return { review: toReviewDto(await reviewById(tx, updated.id)), ratingChanged };
  });
}

async function assertListed(db: Db, productId: string): Promise<void> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), listedProduct));
  if (!row) throw new HttpError(404, `Product ${productId} not found`);
}

/** A page of the product's visible reviews, newest or most helpful first, with the distribution of all of them. */
export async function listReviews(db: Db, productId: string, query: ReviewListQuery): Promise<ReviewList> {
  await assertListed(db, productId);
  const visible = and(eq(productReviews.productId, productId), isNull(productReviews.hiddenAt));
  const order =
    query.sort === 'helpful'
      ? [desc(productReviews.helpfulCount), desc(productReviews.createdAt), desc(productReviews.id)]
      : [desc(productReviews.createdAt), desc(productReviews.id)];
  const [rows, byStars] = await Promise.all([
    db
      .select(reviewColumns)
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(visible)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ rating: productReviews.rating, n: count() }).from(productReviews).where(visible).groupBy(productReviews.rating),
  ]);
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let total = 0;
  let sum = 0;
  for (const { rating, n } of byStars) {
    distribution[String(rating) as keyof typeof distribution] = n;
    total += n;
    sum += rating * n;
  }
  return {
    items: rows.map(toReviewDto),
    total,
    page: query.page,
    pageSize: query.pageSize,
    distribution,
    average: total > 0 ? Math.round((sum / total) * 10) / 10 : null,
  };
}

export async function myReviewState(db: Db, userId: string, productId: string): Promise<MyReviewState> {
  await assertListed(db, productId);
  const [[mine], orderId, votes] = await Promise.all([
    db
      .select(reviewColumns)
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId))),
    deliveredOrderWith(db, userId, productId),
    db
      .select({ reviewId: reviewHelpfulVotes.reviewId })
      .from(reviewHelpfulVotes)
      .innerJoin(productReviews, eq(productReviews.id, reviewHelpfulVotes.reviewId))
      .where(and(eq(reviewHelpfulVotes.userId, userId), eq(productReviews.productId, productId))),
  ]);
  return {
    eligible: orderId !== null,
    review: mine ? { ...toReviewDto(mine), hidden: mine.hiddenAt !== null, hiddenReason: mine.hiddenReason } : null,
    helpfulReviewIds: votes.map((v) => v.reviewId),
  };
}
