import { sql } from 'drizzle-orm';
import type { HelpfulVote } from '../../../shared/catalog/review.schema.js';
import { queryRows, type Db } from '../../db/client.js';
import { HttpError } from '../../plugins/error-handler.js';
import { REVIEW_NOT_FOUND } from './reviews.service.js';

async function explainNoVote(db: Db, userId: string, reviewId: string): Promise<never> {
  const [row] = await queryRows<{ user_id: string }>(db, sql`select user_id from product_reviews where id = ${reviewId} and hidden_at is null`);
  if (row?.user_id === userId) throw new HttpError(403, 'You cannot mark your own review as helpful');
  throw new HttpError(404, REVIEW_NOT_FOUND);
}

/**
 * One statement: the vote row goes in if it was not there, and the review's count grows by the rows
 * that went in (0 for a repeat). Votes sent at once by one shopper meet at the primary key, so they
 * count once; votes by different shoppers each add one under the review row's lock.
 */
export async function voteHelpful(db: Db, userId: string, reviewId: string): Promise<HelpfulVote> {
  const [row] = await queryRows<{ helpful_count: number }>(
    db,
    sql`with target as (
          select id from product_reviews where id = ${reviewId} and hidden_at is null and user_id <> ${userId}
        ), added as (
          insert into review_helpful_votes (review_id, user_id) select id, ${userId} from target on conflict do nothing returning review_id
        )
        update product_reviews set helpful_count = helpful_count + (select count(*) from added)
        where id in (select id from target)
        returning helpful_count`,
  );
  if (!row) return explainNoVote(db, userId, reviewId);
  return { helpfulCount: Number(row.helpful_count), voted: true };
}

/** Takes the shopper's vote back, in one statement as above. */
export async function unvoteHelpful(db: Db, userId: string, reviewId: string): Promise<HelpfulVote> {
  const [row] = await queryRows<{ helpful_count: number }>(
    db,
    sql`with removed as (
          delete from review_helpful_votes v using product_reviews r
          where v.review_id = r.id and r.id = ${reviewId} and r.hidden_at is null and v.user_id = ${userId}
          returning v.review_id
        )
        update product_reviews set helpful_count = helpful_count - (select count(*) from removed)
        where id = ${reviewId} and hidden_at is null and user_id <> ${userId}
        returning helpful_count`,
  );
  if (!row) return explainNoVote(db, userId, reviewId);
  return { helpfulCount: Number(row.helpful_count), voted: false };
}
