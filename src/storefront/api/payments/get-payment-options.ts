import { useQuery } from '@tanstack/react-query';
import type { PaymentOptions } from '../../../shared/payments/payment.schema';
import type { OrderSelectionLine } from '../../../shared/shopping/order-selection.schema';
import { apiRequest, toQueryString } from '../../lib/api-client';

/** `GET /api/checkout/payment-options`: whether online payment is on, and whether COD is allowed for this cart and address (and why not). */
export function usePaymentOptions(state: string, pincode: string, cartKey: string, selection?: OrderSelectionLine[]) {
  const query = { state: state || undefined, pincode: /^[1-9]\d{5}$/.test(pincode) ? pincode : undefined };
  return useQuery({
    queryKey: ['payment-options', query, cartKey, selection ? 'selection' : 'cart'],
    // A selection (Buy Now, a guest's cart) is judged on its own lines, posted; the account's cart is read on the server.
    queryFn: ({ signal }) =>
      apiRequest<PaymentOptions>(`/api/checkout/payment-options${toQueryString(query)}`, {
        signal,
        fallbackMessage: 'Could not load the payment options',
        ...(selection ? { method: 'POST', body: { items: selection } } : {}),
      }),
    staleTime: 30_000,
  });
}
