import { useQuery } from '@tanstack/react-query';
import type { OrderTracking } from '../../../shared/shipping/shipping.schema';
import { apiRequest } from '../../lib/api-client';

/** `GET /api/orders/{id}/tracking`: the parcels (courier, tracking link, expected day) and the status history. */
export function useOrderTracking(orderId: string, status: string) {
  return useQuery({
    // The status is in the key: a cancel or a payment seen on the order reloads the history with it.
    queryKey: ['orders', 'tracking', orderId, status],
    queryFn: ({ signal }) =>
      apiRequest<OrderTracking>(`/api/orders/${encodeURIComponent(orderId)}/tracking`, { signal, fallbackMessage: 'Failed to load the tracking' }),
    staleTime: 0,
  });
}
