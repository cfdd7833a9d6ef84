import { useQuery } from '@tanstack/react-query';
import type { PaymentOptions } from '../../../shared/payments/payment.schema';
import { apiRequest, toQueryString } from '../../lib/api-client';

/** `GET /api/checkout/payment-options`: whether online payment is on, and whether COD is allowed for this cart and address (and why not). */
export function usePaymentOptions(state: string, pincode: string, cartKey: string) {
  const query = { state: state || undefined, pincode: /^[1-9]\d{5}$/.test(pincode) ? pincode : undefined };
  return useQuery({
    queryKey: ['payment-options', query, cartKey],
    queryFn: ({ signal }) =>
      apiRequest<PaymentOptions>(`/api/checkout/payment-options${toQueryString(query)}`, { signal, fallbackMessage: 'Could not load the payment options' }),
    staleTime: 30_000,
  });
}
