import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelpfulVote, MyReviewState, Review, ReviewInput, ReviewList, ReviewSort } from '../../../shared/catalog/review.schema';
import { apiRequest } from '../../lib/api-client';

export const REVIEWS_PAGE_SIZE = 5;

const reviewsKey = (productId: string) => ['products', 'reviews', productId] as const;
const mineKey = (productId: string) => ['products', 'reviews', productId, 'mine'] as const;

/** A page of the product's visible reviews and the rating distribution (GET /api/products/:id/reviews). */
export function useProductReviews(productId: string, sort: ReviewSort, page: number) {
  return useQuery({
    queryKey: [...reviewsKey(productId), sort, page],
    queryFn: ({ signal }) =>
      apiRequest<ReviewList>(`/api/products/${encodeURIComponent(productId)}/reviews?sort=${sort}&page=${page}&pageSize=${REVIEWS_PAGE_SIZE}`, {
        signal,
        fallbackMessage: 'Could not load the reviews. Please try again.',
      }),
    placeholderData: keepPreviousData,
  });
}

/** Whether the signed-in shopper may review the product, their review, and the reviews they found helpful. */
export function useMyReview(productId: string, signedIn: boolean) {
  return useQuery({
    queryKey: mineKey(productId),
    queryFn: ({ signal }) => apiRequest<MyReviewState>(`/api/products/${encodeURIComponent(productId)}/reviews/mine`, { signal }),
    enabled: signedIn,
  });
}

/** Writes the first review (POST) or edits the shopper's own (PUT); the product's rating may move, so it is read again. */
export function useSaveReview(productId: string, editing: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewInput) =>
      apiRequest<Review>(`/api/products/${encodeURIComponent(productId)}/reviews${editing ? '/mine' : ''}`, {
        method: editing ? 'PUT' : 'POST',
        body: input,
        fallbackMessage: 'Could not save your review. Please try again.',
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
        queryClient.invalidateQueries({ queryKey: ['products', 'detail', productId] }),
      ]),
  });
}

/** Marks a review helpful or takes the mark back: one per shopper, kept on the server. */
export function useHelpfulVote(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, on }: { reviewId: string; on: boolean }) =>
      apiRequest<HelpfulVote>(`/api/reviews/${encodeURIComponent(reviewId)}/helpful`, {
        method: on ? 'PUT' : 'DELETE',
        fallbackMessage: 'Could not save your vote. Please try again.',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewsKey(productId) }),
  });
}

/** One photo for a review, stored by the shop's image rules; answers its URL. */
export async function uploadReviewPhoto(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const stored = await apiRequest<{ url: string }>('/api/reviews/photos', {
    method: 'POST',
    body: form,
    fallbackMessage: 'Could not upload the photo. Please try again.',
  });
  return stored.url;
}
