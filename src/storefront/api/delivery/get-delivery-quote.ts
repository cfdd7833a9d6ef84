import { useQuery } from '@tanstack/react-query';
import type { DeliveryQuote } from '../../../shared/delivery/delivery.schema';
import { apiRequest, toQueryString } from '../../lib/api-client';

/** `GET /api/delivery/quote`: whether, when and at what shipping fee an order reaches a pincode (400 for a bad or unknown one). */
export function useDeliveryQuote(pincode: string | null, subtotal?: number) {
  const valid = pincode !== null && /^[1-9]\d{5}$/.test(pincode);
  return useQuery({
    queryKey: ['delivery-quote', pincode, subtotal ?? null],
    queryFn: ({ signal }) =>
      apiRequest<DeliveryQuote>(`/api/delivery/quote${toQueryString({ pincode: pincode ?? '', subtotal })}`, {
        signal,
        fallbackMessage: 'Could not check delivery to this pincode',
      }),
    enabled: valid,
    staleTime: 60_000,
    retry: false,
  });
}

/** "Delivery to Kochi, Kerala by Thu 4 Dec · COD available", or why not. */
export function deliveryPromise(quote: DeliveryQuote): string {
  if (!quote.deliverable) return quote.reason ?? `Sorry, we do not deliver to ${quote.city}, ${quote.state} yet.`;
  return `Delivery to ${quote.city}, ${quote.state} by ${quote.expectedByText ?? ''} · ${quote.codAvailable ? 'COD available' : 'COD not available'}`;
}
