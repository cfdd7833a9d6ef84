import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { X } from 'lucide-react';
import { REVIEW_COMMENT_MAX, REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX } from '../../../shared/catalog/review-limits';
import type { Review } from '../../../shared/catalog/review.schema';
import { uploadReviewPhoto, useSaveReview } from '../../api/reviews/product-reviews';
import { FormAlert } from '../../components/form/form-alert';
import { SubmitButton } from '../../components/form/submit-button';
import { TextField } from '../../components/form/text-field';
import { toast } from '../../lib/toast';
import styles from './product-reviews.module.css';

interface ReviewFormProps {
  productId: string;
  /** The shopper's review when editing it; null writes their first. */
  existing: Review | null;
  onDone: () => void;
}

/** Stars, a title, the review and up to four photos; the shared schema checks it before the server does. */
export function ReviewForm({ productId, existing, onDone }: ReviewFormProps) {
  const save = useSaveReview(productId, existing !== null);
  const [rating, setRating] = useState(existing?.rating ?? 0);
  const [title, setTitle] = useState(existing?.title ?? '');
  const [comment, setComment] = useState(existing?.comment ?? '');
  const [photos, setPhotos] = useState<string[]>(existing?.photos ?? []);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const commentId = useId();
  const photosId = useId();

  async function addPhotos(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])].slice(0, REVIEW_PHOTOS_MAX - photos.length);
    event.target.value = '';
    if (files.length === 0) return;
    setUploading(true);
    try {
      for (const file of files) {
        const url = await uploadReviewPhoto(file);
        setPhotos((current) => (current.includes(url) ? current : [...current, url]));
      }
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Could not upload the photo. Please try again.');
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { rating, title, comment, photos };
    // zod loads when a review is sent, not with the product page (bundle-chunks.test.ts).
    const { reviewInputSchema } = await import('../../../shared/catalog/review.schema');
    const checked = reviewInputSchema.safeParse(input);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please check your review');
      return;
    }
    setError(null);
    save.mutate(input, {
      onSuccess: () => {
        toast.success(existing ? 'Your review has been updated' : 'Thank you! Your review is published');
        onDone();
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={existing ? 'Edit your review' : 'Write a review'}>
      <fieldset className={styles.starInput}>
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((stars) => (
          <label key={stars} className={`${styles.starOption} ${stars <= rating ? styles.starOn : ''}`}>
            <input type="radio" name="rating" value={stars} checked={rating === stars} onChange={() => setRating(stars)} className="visually-hidden" />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
          </label>
        ))}
      </fieldset>
      <TextField label="Title (optional)" name="title" value={title} onChange={setTitle} autoComplete="off" required={false} maxLength={REVIEW_TITLE_MAX} />
      <div className={styles.field}>
        <label htmlFor={commentId}>Your review</label>
        <textarea id={commentId} name="comment" value={comment} onChange={(e) => setComment(e.target.value)} rows={5} maxLength={REVIEW_COMMENT_MAX} required />
      </div>
      <div className={styles.field}>
        <label htmlFor={photosId}>Photos (optional, up to {REVIEW_PHOTOS_MAX}; JPEG, PNG or WebP, 5 MB each)</label>
        <input
          id={photosId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(e) => void addPhotos(e)}
          disabled={uploading || photos.length >= REVIEW_PHOTOS_MAX}
        />
        {photos.length > 0 && (
          <ul className={styles.photoList}>
            {photos.map((url, index) => (
              <li key={url}>
                <img src={url} alt={`Your upload ${index + 1}`} width={72} height={72} />
                <button type="button" onClick={() => setPhotos(photos.filter((p) => p !== url))} aria-label={`Remove photo ${index + 1}`}>
                  <X size={14} aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <FormAlert message={error} />
      <div className={styles.formActions}>
        <SubmitButton pending={save.isPending} pendingLabel="Saving…" disabled={uploading}>
          {existing ? 'Update review' : 'Submit review'}
        </SubmitButton>
        <button type="button" className={styles.linkButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
