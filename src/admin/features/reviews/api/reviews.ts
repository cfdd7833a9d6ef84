import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReview, AdminReviewList } from '../../../../shared/catalog/review.schema';
import { apiRequest } from '../../../lib/api-client';

export type ReviewVisibility = 'all' | 'visible' | 'hidden';
const PAGE_SIZE = 20;
const reviewsKey = ['admin', 'reviews'] as const;

export function useAdminReviews(page: number, visibility: ReviewVisibility) {
  return useQuery({
    queryKey: [...reviewsKey, page, visibility],
    queryFn: ({ signal }) =>
      apiRequest<AdminReviewList>(`/api/admin/reviews?page=${page}&pageSize=${PAGE_SIZE}&visibility=${visibility}`, {
        signal,
        fallbackMessage: 'Could not load the reviews',
      }),
    placeholderData: keepPreviousData,
  });
}

/** `POST /api/admin/reviews/{id}/hide {reason}` or `/unhide`: audited; the product's rating follows. */
export function useModerateReview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) =>
      apiRequest<AdminReview>(`/api/admin/reviews/${encodeURIComponent(id)}/${reason === null ? 'unhide' : 'hide'}`, {
        method: 'POST',
        body: reason === null ? undefined : { reason },
        fallbackMessage: 'The review could not be updated',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: reviewsKey }),
  });
}
