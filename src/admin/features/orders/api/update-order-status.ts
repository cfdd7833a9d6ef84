import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../../shared/shopping/order.schema';
import type { OrderStatus } from '../../../../shared/shopping/order-status';
import type { AdminOrder } from '../../../../shared/admin/admin-orders.schema';
import { apiRequest } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';

/** `PATCH /api/admin/orders/{id}`: 409 with the server's reason when the move is not in the transition table. */
export function updateOrderStatus(id: string, status: OrderStatus): Promise<Order> {
  return apiRequest<Order>(`/api/admin/orders/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { status },
    fallbackMessage: 'The status could not be changed',
  });
}

export function useUpdateOrderStatus(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => updateOrderStatus(id, status),
    onSuccess: (order) => {
      // The PATCH answer has no customer; keep the one already shown.
      client.setQueryData<AdminOrder>([...ordersQueryKey, 'detail', id], (previous) => (previous ? { ...previous, ...order } : previous));
      void client.invalidateQueries({ queryKey: ordersQueryKey });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
      // A cancellation puts stock back on the shelf.
      void client.invalidateQueries({ queryKey: ['admin', 'products'] });
      void client.invalidateQueries({ queryKey: ['admin', 'customers'] });
    },
  });
}
