import { useState } from 'react';
import { toast } from 'react-toastify';
import { EyeOff, Eye } from 'lucide-react';
import { reviewHideBodySchema, type AdminReview } from '../../../shared/catalog/review.schema';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { Dialog } from '../../components/dialog/dialog';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import { SelectField } from '../../components/form/select-field';
import { TextareaField } from '../../components/form/textarea-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListParams } from '../../lib/use-list-params';
import { useAdminReviews, useModerateReview, type ReviewVisibility } from './api/reviews';
import styles from './reviews-page.module.css';

function HideDialog({ review, onClose }: { review: AdminReview | null; onClose: () => void }) {
  const moderate = useModerateReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = () => {
    if (!review) return;
    const checked = reviewHideBodySchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    moderate.mutate(
      { id: review._id, reason: checked.data.reason },
      {
        onSuccess: () => {
          toast.success('The review is hidden');
          setReason('');
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <Dialog
      open={review !== null}
      title="Hide this review"
      onClose={onClose}
      onSubmit={submit}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="danger" pending={moderate.isPending}>
            Hide review
          </Button>
        </>
      }
    >
      <p>Shoppers stop seeing it, the product&apos;s rating is counted without it, and its author sees the reason. The action is recorded in the audit log.</p>
      <TextareaField label="Reason" value={reason} onChange={setReason} error={error} rows={3} maxLength={300} data-autofocus />
    </Dialog>
  );
}

/** Staff read shoppers' reviews and hide one with a reason (or show it again). */
export default function ReviewsPage() {
  useDocumentTitle('Reviews');
  const params = useListParams();
  const visibility = (['visible', 'hidden'].includes(params.get('show')) ? params.get('show') : 'all') as ReviewVisibility;
  const reviews = useAdminReviews(params.page, visibility);
  const moderate = useModerateReview();
  const [hiding, setHiding] = useState<AdminReview | null>(null);

  if (reviews.isPending) return <LoadingBox label="Loading the reviews…" />;
  if (reviews.isError) return <ErrorBox error={reviews.error} onRetry={() => void reviews.refetch()} />;

  return (
    <>
      <PageHeader title="Reviews" description="Reviews by shoppers who received the product. Hide one that breaks the rules, with a reason." />
      <FilterBar label="Filter reviews">
        <SelectField label="Show" value={visibility} onChange={(value) => params.update({ show: value === 'all' ? undefined : value })}>
          <option value="all">All reviews</option>
          <option value="visible">Visible</option>
          <option value="hidden">Hidden</option>
        </SelectField>
      </FilterBar>
      {reviews.data.items.length === 0 ? (
        <p className={styles.empty}>No reviews here.</p>
      ) : (
        <ul className={styles.list} aria-label="Reviews">
          {reviews.data.items.map((review) => (
            <li key={review._id}>
              <article className={styles.review} aria-labelledby={`review-${review._id}`}>
                <div className={styles.head}>
                  <h2 id={`review-${review._id}`} className={styles.title}>
                    {review.productName}: {review.rating}★ {review.title}
                  </h2>
                  {review.hidden ? <Badge tone="danger">Hidden</Badge> : <Badge tone="success">Visible</Badge>}
                </div>
                <p className={styles.meta}>
                  <span>
                    {review.author} ({review.authorEmail})
                  </span>
                  {review.verifiedPurchase && <span>Verified purchase</span>}
                  <time dateTime={review.createdAt}>{formatDateTime(review.createdAt)}</time>
                  <span>{review.helpfulCount} helpful</span>
                </p>
                <p className={styles.body}>{review.comment}</p>
                {review.photos.length > 0 && (
                  <ul className={styles.photos} aria-label="Photos">
                    {review.photos.map((url, index) => (
                      <li key={url}>
                        <a href={url} target="_blank" rel="noreferrer">
                          <img src={url.replace(/-md\.webp$/, '-sm.webp')} alt={`Upload ${index + 1} of the review`} width={72} height={72} />
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
                {review.hidden && <p className={styles.reason}>Hidden: {review.hiddenReason}</p>}
                <div>
                  {review.hidden ? (
                    <Button
                      size="sm"
                      pending={moderate.isPending && moderate.variables.id === review._id}
                      onClick={() =>
                        moderate.mutate(
                          { id: review._id, reason: null },
                          { onSuccess: () => toast.success('The review is visible again'), onError: (failure) => toast.error(failure.message) },
                        )
                      }
                    >
                      <Eye size={14} aria-hidden="true" />
                      Show again
                    </Button>
                  ) : (
                    <Button size="sm" variant="danger" onClick={() => setHiding(review)}>
                      <EyeOff size={14} aria-hidden="true" />
                      Hide
                    </Button>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={reviews.data.page} pageSize={reviews.data.pageSize} total={reviews.data.total} onPageChange={params.setPage} noun="reviews" />
      <HideDialog review={hiding} onClose={() => setHiding(null)} />
    </>
  );
}
