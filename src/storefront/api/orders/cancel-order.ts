import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../shared/shopping/order.schema';
import { apiRequest } from '../../lib/api-client';
import { orderQueryKey } from './get-order';

/**
 * `POST /api/orders/{id}/cancel`, or a guest's `POST /api/guest-orders/{id}/cancel?token=` with their
 * signed link's token (ADR 68): only while Processing or waiting for payment; the stock goes back on the shelf.
 */
export function cancelOrder(orderId: string, guestToken?: string): Promise<Order> {
  const id = encodeURIComponent(orderId);
  return apiRequest<Order>(guestToken === undefined ? `/api/orders/${id}/cancel` : `/api/guest-orders/${id}/cancel?token=${encodeURIComponent(guestToken)}`, {
    method: 'POST',
    fallbackMessage: 'Failed to cancel the order. Please try again.',
  });
}

export function useCancelOrder(guestToken?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) => cancelOrder(orderId, guestToken),
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] }), queryClient.invalidateQueries({ queryKey: ['products'] })]);
    },
  });
}
