import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminReview, AdminReviewList } from '../../../shared/catalog/review.schema.js';
import type { Db } from '../../db/client.js';
import { products } from '../../db/schema/products.js';
import { productReviews } from '../../db/schema/reviews.js';
import { users } from '../../db/schema/users.js';
import { HttpError } from '../../plugins/error-handler.js';
import { lockProductForReviews, syncProductRating } from '../reviews/product-rating.js';
import { REVIEW_NOT_FOUND, reviewColumns, toReviewDto } from '../reviews/reviews.service.js';

const columns = { ...reviewColumns, authorEmail: users.email, productName: products.name };

type Row = Parameters<typeof toReviewDto>[0] & { authorEmail: string; productName: string };

function toAdminReview(row: Row): AdminReview {
  return {
    ...toReviewDto(row),
    productName: row.productName,
    authorEmail: row.authorEmail,
    hidden: row.hiddenAt !== null,
    hiddenReason: row.hiddenReason,
    hiddenAt: row.hiddenAt?.toISOString() ?? null,
  };
}

export async function listAdminReviews(
  db: Db,
  query: { page: number; pageSize: number; visibility: 'all' | 'visible' | 'hidden'; productId?: string | undefined },
): Promise<AdminReviewList> {
  const conditions: SQL[] = [];
  if (query.visibility === 'visible') conditions.push(isNull(productReviews.hiddenAt));
  if (query.visibility === 'hidden') conditions.push(isNotNull(productReviews.hiddenAt));
  if (query.productId) conditions.push(eq(productReviews.productId, query.productId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(productReviews)
      .innerJoin(users, eq(users.id, productReviews.userId))
      .innerJoin(products, eq(products.id, productReviews.productId))
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(productReviews).where(where),
  ]);
  return { items: rows.map(toAdminReview), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

async function adminReviewById(db: Db, id: string): Promise<AdminReview> {
  const [row] = await db
    .select(columns)
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .innerJoin(products, eq(products.id, productReviews.productId))
    .where(eq(productReviews.id, id));
  if (!row) throw new HttpError(404, REVIEW_NOT_FOUND);
  return toAdminReview(row);
}

export interface ModerationResult {
  review: AdminReview;
  productId: string;
  ratingChanged: boolean;
}

/**
 * Hides or shows a review: one UPDATE conditional on the review's current visibility (a second hide
 * finds nothing, 409), under the product's lock, and the product's rating follows in the same transaction.
 */
export async function setReviewHidden(db: Db, staffId: string, reviewId: string, hide: { reason: string } | null): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const [target] = await tx.select({ productId: productReviews.productId }).from(productReviews).where(eq(productReviews.id, reviewId));
    if (!target) throw new HttpError(404, REVIEW_NOT_FOUND);
    const before = await lockProductForReviews(tx, target.productId, false);
    const moved = await tx
      .update(productReviews)
      .set(hide ? { hiddenAt: sql`now()`, hiddenReason: hide.reason, hiddenBy: staffId } : { hiddenAt: null, hiddenReason: null, hiddenBy: null })
      .where(and(eq(productReviews.id, reviewId), hide ? isNull(productReviews.hiddenAt) : isNotNull(productReviews.hiddenAt)))
      .returning({ id: productReviews.id });
    if (moved.length === 0) throw new HttpError(409, hide ? 'This review is already hidden' : 'This review is not hidden');
    const ratingChanged = await syncProductRating(tx, target.productId, before);
    return { review: await adminReviewById(tx, reviewId), productId: target.productId, ratingChanged };
  });
}
