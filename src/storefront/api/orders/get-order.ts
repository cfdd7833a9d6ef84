import { useQuery } from '@tanstack/react-query';
import type { Order } from '../../../shared/shopping/order.schema';
import { apiRequest } from '../../lib/api-client';

export function orderQueryKey(orderId: string) {
  return ['orders', 'detail', orderId] as const;
}

/** `GET /api/orders/{id}`; another shopper's order is a 404, exactly like a missing one. */
export function getOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  return apiRequest<Order>(`/api/orders/${encodeURIComponent(orderId)}`, { signal, fallbackMessage: 'Failed to load the order' });
}

export function useOrder(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    enabled,
    // Staff may ship or cancel it at any time; show the current status on every visit.
    staleTime: 0,
    // An order waiting for its payment may be completed by Razorpay's webhook (a tab closed mid-payment): look again.
    refetchInterval: (query) => (query.state.data?.status === 'Pending payment' ? 5_000 : false),
  });
}
