import { useState } from 'react';
import { Link } from 'react-router';
import { BadgeCheck, ThumbsUp } from 'lucide-react';
import type { Review, ReviewSort } from '../../../shared/catalog/review.schema';
import { REVIEWS_PAGE_SIZE, useHelpfulVote, useMyReview, useProductReviews } from '../../api/reviews/product-reviews';
import { StarRating } from '../../components/product/star-rating';
import { returnState } from '../../lib/return-path';
import { toast } from '../../lib/toast';
import { useSignedIn } from '../../lib/use-signed-in';
import { ReviewForm } from './review-form';
import styles from './product-reviews.module.css';

const SORT_LABELS: Record<ReviewSort, string> = { newest: 'Newest', helpful: 'Most helpful' };
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "27 November 2026" in India's time, written out by hand: a formatter would load locale data with the page. */
function reviewDate(iso: string): string {
  const ist = new Date(new Date(iso).getTime() + 330 * 60_000);
  return `${ist.getUTCDate()} ${MONTHS[ist.getUTCMonth()] ?? ''} ${ist.getUTCFullYear()}`;
}

function Distribution({ distribution, total }: { distribution: Record<string, number>; total: number }) {
  return (
    <ul className={styles.distribution} aria-label="Rating distribution">
      {[5, 4, 3, 2, 1].map((stars) => {
        const n = distribution[String(stars)] ?? 0;
        const share = total > 0 ? Math.round((n / total) * 100) : 0;
        return (
          <li key={stars} className={styles.distributionRow}>
            <span>{stars} ★</span>
            <span className={styles.bar} aria-hidden="true">
              <span className={styles.barFill} style={{ width: `${share}%` }} />
            </span>
            <span className={styles.distributionCount}>
              {n}
              <span className="visually-hidden">
                {' '}
                {n === 1 ? 'review' : 'reviews'} with {stars} stars
              </span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

interface ReviewItemProps {
  review: Review;
  productId: string;
  /** Whether the signed-in shopper marked it helpful; undefined for a visitor or their own review (no button). */
  voted: boolean | undefined;
  signedIn: boolean;
}

function ReviewItem({ review, productId, voted, signedIn }: ReviewItemProps) {
  const vote = useHelpfulVote(productId);
  return (
    <li>
      <article className={styles.review} aria-label={`Review by ${review.author}`}>
        <header className={styles.reviewHeader}>
          <StarRating rating={review.rating} />
          {review.title && <h3 className={styles.reviewTitle}>{review.title}</h3>}
        </header>
        <p className={styles.reviewMeta}>
          <span>{review.author}</span>
          {review.verifiedPurchase && (
            <span className={styles.verified}>
              <BadgeCheck size={14} aria-hidden="true" /> Verified purchase
            </span>
          )}
          <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
        </p>
        <p className={styles.comment}>{review.comment}</p>
        {review.photos.length > 0 && (
          <ul className={styles.photoList} aria-label="Photos from the reviewer">
            {review.photos.map((url, index) => (
              <li key={url}>
                <a href={url.replace(/-md\.webp$/, '-lg.webp')} target="_blank" rel="noreferrer">
                  <img
                    src={url.replace(/-md\.webp$/, '-sm.webp')}
                    alt={`From ${review.author}, ${index + 1} of ${review.photos.length}`}
                    width={96}
                    height={96}
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.helpfulRow}>
          {signedIn && voted !== undefined ? (
            <button
              type="button"
              className={`${styles.helpful} ${voted ? styles.helpfulOn : ''}`}
              aria-pressed={voted}
              disabled={vote.isPending}
              onClick={() => vote.mutate({ reviewId: review._id, on: !voted }, { onError: (failure) => toast.error(failure.message) })}
            >
              <ThumbsUp size={14} aria-hidden="true" /> Helpful ({review.helpfulCount})
            </button>
          ) : (
            <span>
              {review.helpfulCount} {review.helpfulCount === 1 ? 'person' : 'people'} found this helpful
            </span>
          )}
        </p>
      </article>
    </li>
  );
}

function WriteReview({ productId, signedIn }: { productId: string; signedIn: boolean }) {
  const mine = useMyReview(productId, signedIn);
  const [open, setOpen] = useState(false);
  if (!signedIn)
    return (
      <p className={styles.note}>
        <Link to="/sign-in" state={returnState(`/products/${productId}`)}>
          Sign in
        </Link>{' '}
        to review a product you received.
      </p>
    );
  if (!mine.data) return null;
  const { review, eligible } = mine.data;
  if (open) return <ReviewForm productId={productId} existing={review} onDone={() => setOpen(false)} />;
  if (review)
    return (
      <div className={styles.note}>
        <p>
          You rated this product {review.rating} {review.rating === 1 ? 'star' : 'stars'}.
          {review.hidden && ` Your review is hidden by our team: ${review.hiddenReason ?? ''}`}
        </p>
        <button type="button" className={styles.secondaryButton} onClick={() => setOpen(true)}>
          Edit your review
        </button>
      </div>
    );
  if (!eligible) return <p className={styles.note}>Only shoppers who received this product can review it.</p>;
  return (
    <button type="button" className={styles.secondaryButton} onClick={() => setOpen(true)}>
      Write a review
    </button>
  );
}

/** The product page's reviews: the distribution, newest or most helpful first a page at a time, and the shopper's own. */
export function ProductReviews({ productId, catalogRating }: { productId: string; catalogRating: { rating: number; reviewCount: number } }) {
  const signedIn = useSignedIn();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, sort, page);
  const mine = useMyReview(productId, signedIn);
  const helpfulIds = new Set(mine.data?.helpfulReviewIds ?? []);
  const ownId = mine.data?.review?._id;
  const list = reviews.data;
  const pageCount = list ? Math.max(1, Math.ceil(list.total / REVIEWS_PAGE_SIZE)) : 1;

  return (
    <section className={styles.section} aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.heading}>
        Customer Reviews
      </h2>
      <div className={styles.overview}>
        <div className={styles.average}>
          {list && list.total > 0 ? (
            <>
              <p className={styles.averageNumber}>{list.average?.toFixed(1)}</p>
              <StarRating rating={list.average ?? 0} size={18} />
              <p>
                Based on {list.total} {list.total === 1 ? 'review' : 'reviews'}
              </p>
            </>
          ) : (
            <p>
              No shopper reviews yet.
              {catalogRating.reviewCount > 0 && ' The rating shown above is from our catalogue.'}
            </p>
          )}
        </div>
        {list && list.total > 0 && <Distribution distribution={list.distribution} total={list.total} />}
        <WriteReview productId={productId} signedIn={signedIn} />
      </div>
      {list && list.total > 0 && (
        <>
          <div className={styles.sorts} role="group" aria-label="Sort reviews">
            {(Object.keys(SORT_LABELS) as ReviewSort[]).map((key) => (
              <button
                key={key}
                type="button"
                aria-pressed={sort === key}
                className={`${styles.sort} ${sort === key ? styles.sortOn : ''}`}
                onClick={() => {
                  setSort(key);
                  setPage(1);
                }}
              >
                {SORT_LABELS[key]}
              </button>
            ))}
          </div>
          <ul className={styles.reviews}>
            {list.items.map((review) => (
              <ReviewItem
                key={review._id}
                review={review}
                productId={productId}
                signedIn={signedIn}
                voted={review._id === ownId || !mine.data ? undefined : helpfulIds.has(review._id)}
              />
            ))}
          </ul>
          {pageCount > 1 && (
            <nav className={styles.pager} aria-label="Review pages">
              <button type="button" className={styles.secondaryButton} disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </button>
              <span>
                Page {page} of {pageCount}
              </span>
              <button type="button" className={styles.secondaryButton} disabled={page >= pageCount} onClick={() => setPage(page + 1)}>
                Next
              </button>
            </nav>
          )}
        </>
      )}
      {reviews.isError && <p className={styles.note}>{reviews.error.message}</p>}
    </section>
  );
}
