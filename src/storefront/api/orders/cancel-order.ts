import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../shared/shopping/order.schema';
import { apiRequest } from '../../lib/api-client';
import { orderQueryKey } from './get-order';

/** `POST /api/orders/{id}/cancel`: only while Processing; the stock goes back on the shelf. */
export function cancelOrder(orderId: string): Promise<Order> {
  return apiRequest<Order>(`/api/orders/${encodeURIComponent(orderId)}/cancel`, {
    method: 'POST',
    fallbackMessage: 'Failed to cancel the order. Please try again.',
  });
}

export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelOrder,
    onSuccess: async (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      await Promise.all([queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] }), queryClient.invalidateQueries({ queryKey: ['products'] })]);
    },
  });
}
