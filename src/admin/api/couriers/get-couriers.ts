import { useQuery } from '@tanstack/react-query';
import type { Courier } from '../../../shared/shipping/shipping.schema';
import { apiRequest } from '../../lib/api-client';

export const couriersQueryKey = ['admin', 'couriers'] as const;

/** `GET /api/admin/couriers`: the couriers page edits them, the order page ships with the active ones. */
export function useCouriers() {
  return useQuery({
    queryKey: couriersQueryKey,
    queryFn: ({ signal }) => apiRequest<Courier[]>('/api/admin/couriers', { signal, fallbackMessage: 'Could not load the couriers' }),
  });
}
