import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address, Order } from '../../../shared/shopping/order.schema';
import type { PaymentMethod } from '../../../shared/payments/payment.schema';
import type { OrderSelectionLine } from '../../../shared/shopping/order-selection.schema';
import { apiRequest } from '../../lib/api-client';
import { orderQueryKey } from './get-order';

export interface PlaceOrderInput {
  address: Address;
  /** A trade buyer's GSTIN and legal name, both or neither. */
  business: { gstin?: string; legalName?: string };
  /** Cash on Delivery, or online (the order then waits for its payment: features/orders/payment-panel.tsx). */
  paymentMethod: PaymentMethod;
  /** Same key for retries of one attempt, so a lost response never turns into a second order. */
  idempotencyKey: string;
  /** The coupon the cart applied, if any: the server decides again what it takes off. */
  couponCode?: string;
  /** Buy Now: order just this product and quantity; the cart stays for later. */
  buyNow?: OrderSelectionLine;
}

/** `POST /api/orders`: the server builds the order from the cart (or the Buy Now line), re-prices it and takes the stock. */
export function placeOrder({ address, business, paymentMethod, idempotencyKey, couponCode, buyNow }: PlaceOrderInput): Promise<Order> {
  return apiRequest<Order>('/api/orders', {
    method: 'POST',
    body: { address, paymentMethod, ...business, ...(couponCode ? { couponCode } : {}), ...(buyNow ? { buyNow } : {}) },
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: 'Failed to process your order. Please try again.',
  });
}

/**
 * Caches the new order for its detail page and marks order lists and stock stale. The cart (now
 * empty on the server) is left to the caller, which refreshes it once it has navigated away.
 */
export function usePlaceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order._id), order);
      void queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] });
      // Stock changed, so product pages must not show the old counts.
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
