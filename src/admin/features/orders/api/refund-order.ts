import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RefundRequest } from '../../../../shared/payments/payment.schema';
import { apiRequest } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';

export interface Refund {
  _id: string;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  reason: string;
  createdAt: string;
}

/** `POST /api/admin/orders/{id}/refunds` with one Idempotency-Key per dialog: a double click refunds once. */
export function useRefundOrder(orderId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, key }: { request: RefundRequest; key: string }) =>
      apiRequest<Refund>(`/api/admin/orders/${encodeURIComponent(orderId)}/refunds`, {
        method: 'POST',
        body: request,
        headers: { 'Idempotency-Key': key },
        fallbackMessage: 'The refund could not be made',
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
