import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutSession, PaymentVerification } from '../../../shared/payments/payment.schema';
import type { Order } from '../../../shared/shopping/order.schema';
import { apiRequest } from '../../lib/api-client';
import { orderQueryKey } from '../orders/get-order';

/** `POST /api/orders/{id}/payment`: the Razorpay order to pay (made once, reused on every retry). */
export function startPayment(orderId: string): Promise<CheckoutSession> {
  return apiRequest<CheckoutSession>(`/api/orders/${encodeURIComponent(orderId)}/payment`, { method: 'POST', fallbackMessage: 'Could not start the payment' });
}

/** `POST /api/orders/{id}/payment/verify`: Checkout's answer, checked by the server against the order. */
export function verifyPayment(orderId: string, answer: PaymentVerification): Promise<Order> {
  return apiRequest<Order>(`/api/orders/${encodeURIComponent(orderId)}/payment/verify`, {
    method: 'POST',
    body: answer,
    fallbackMessage: 'We could not confirm your payment. Please check this order again in a minute.',
  });
}

/** `POST /api/orders/{id}/pay-on-delivery`: the unpaid order becomes Cash on Delivery. */
export function payOnDelivery(orderId: string): Promise<Order> {
  return apiRequest<Order>(`/api/orders/${encodeURIComponent(orderId)}/pay-on-delivery`, {
    method: 'POST',
    fallbackMessage: 'Could not switch to Cash on Delivery',
  });
}

export function useOrderUpdate() {
  const queryClient = useQueryClient();
  return (order: Order) => {
    queryClient.setQueryData(orderQueryKey(order._id), order);
    void queryClient.invalidateQueries({ queryKey: ['orders', 'mine'] });
    void queryClient.invalidateQueries({ queryKey: ['cart'] });
  };
}

export function usePayOnDelivery() {
  const update = useOrderUpdate();
  return useMutation({ mutationFn: payOnDelivery, onSuccess: update });
}
