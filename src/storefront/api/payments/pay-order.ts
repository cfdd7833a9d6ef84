import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CheckoutSession, PaymentVerification } from '../../../shared/payments/payment.schema';
import type { Order } from '../../../shared/shopping/order.schema';
import { apiRequest } from '../../lib/api-client';
import { orderQueryKey } from '../orders/get-order';

/** An order's payment address: the account's (`/api/orders/…`), or a guest's through its signed link's token (ADR 62). */
function paymentPath(orderId: string, step: string, token: string | undefined): string {
  const id = encodeURIComponent(orderId);
  return token ? `/api/guest-orders/${id}/${step}?token=${encodeURIComponent(token)}` : `/api/orders/${id}/${step}`;
}

/** `POST /api/orders/{id}/payment`: the Razorpay order to pay (made once, reused on every retry). */
export function startPayment(orderId: string, token?: string): Promise<CheckoutSession> {
  return apiRequest<CheckoutSession>(paymentPath(orderId, 'payment', token), { method: 'POST', fallbackMessage: 'Could not start the payment' });
}

/** `POST /api/orders/{id}/payment/verify`: Checkout's answer, checked by the server against the order. */
export function verifyPayment(orderId: string, answer: PaymentVerification, token?: string): Promise<Order> {
  return apiRequest<Order>(paymentPath(orderId, 'payment/verify', token), {
    method: 'POST',
    body: answer,
    fallbackMessage: 'We could not confirm your payment. Please check this order again in a minute.',
  });
}

/** `POST /api/orders/{id}/pay-on-delivery`: the unpaid order becomes Cash on Delivery. */
export function payOnDelivery(orderId: string, token?: string): Promise<Order> {
  return apiRequest<Order>(paymentPath(orderId, 'pay-on-delivery', token), {
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

export function usePayOnDelivery(token?: string) {
  const update = useOrderUpdate();
  return useMutation({ mutationFn: (orderId: string) => payOnDelivery(orderId, token), onSuccess: update });
}
