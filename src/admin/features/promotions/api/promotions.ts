import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Promotion, PromotionInput } from '../../../../shared/promotions/promotion.schema';
import { apiRequest } from '../../../lib/api-client';

const promotionsKey = ['admin', 'promotions'] as const;

/** `GET /api/admin/promotions`: every coupon and automatic discount, newest first. */
export function usePromotions() {
  return useQuery({ queryKey: promotionsKey, queryFn: ({ signal }) => apiRequest<Promotion[]>('/api/admin/promotions', { signal }) });
}

/** Creates (no id) or replaces (id) a promotion; the list is read again after. */
export function useSavePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: PromotionInput }) =>
      apiRequest<Promotion>(id ? `/api/admin/promotions/${encodeURIComponent(id)}` : '/api/admin/promotions', {
        method: id ? 'PUT' : 'POST',
        body: input,
        fallbackMessage: 'The promotion could not be saved',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}

export function useDeactivatePromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<Promotion>(`/api/admin/promotions/${encodeURIComponent(id)}/deactivate`, {
        method: 'POST',
        fallbackMessage: 'The promotion could not be deactivated',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: promotionsKey }),
  });
}
