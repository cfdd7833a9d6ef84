import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../shared/shopping/order.schema';
import type { PlacedGuestOrder } from '../../../shared/shopping/guest-order.schema';
import type { OrderSelectionLine } from '../../../shared/shopping/order-selection.schema';
import { apiRequest } from '../../lib/api-client';
import { orderQueryKey } from './get-order';
import type { PlaceOrderInput } from './place-order';

export interface PlaceGuestOrderInput extends Omit<PlaceOrderInput, 'buyNow'> {
  email: string;
  /** The browser cart's lines, or the one Buy Now line: the server prices them. */
  items: OrderSelectionLine[];
}

/** `POST /api/guest-orders` (ADR 62): a visitor's order; the answer carries the order link's token. */
export function placeGuestOrder({ email, items, address, business, paymentMethod, idempotencyKey }: PlaceGuestOrderInput): Promise<PlacedGuestOrder> {
  return apiRequest<PlacedGuestOrder>('/api/guest-orders', {
    method: 'POST',
    body: { email, items, address, paymentMethod, ...business },
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: 'Failed to process your order. Please try again.',
  });
}

export function usePlaceGuestOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeGuestOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}

/** `GET /api/guest-orders/{id}?token=`: a guest's order by its signed link; a wrong token is a 404 like a missing order. */
export function useGuestOrder(orderId: string, token: string) {
  return useQuery({
    queryKey: orderQueryKey(orderId),
    queryFn: ({ signal }) =>
      apiRequest<Order>(`/api/guest-orders/${encodeURIComponent(orderId)}?token=${encodeURIComponent(token)}`, {
        signal,
        fallbackMessage: 'Failed to load the order',
      }),
    enabled: token !== '',
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'Pending payment' ? 5_000 : false),
  });
}
