import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DiscountQuote } from '../../../shared/promotions/promotion.schema';
import { apiRequest } from '../../lib/api-client';

/** `POST /api/carts/discount`: what the server takes off the signed-in shopper's cart, with this code or none. */
export function getCartDiscount(code: string | null, signal?: AbortSignal): Promise<DiscountQuote> {
  return apiRequest<DiscountQuote>('/api/carts/discount', {
    method: 'POST',
    body: code ? { code } : {},
    signal,
    fallbackMessage: 'Could not check the discount',
  });
}

/**
 * Keyed by the code and the cart's lines (`cartKey`), outside `['carts', …]` whose queries hold line
 * lists: a changed quantity asks again, as the discount and its minimum depend on it.
 */
export function useCartDiscount(code: string | null, cartKey: string, enabled: boolean) {
  return useQuery({
    queryKey: ['cart-discount', code ?? '', cartKey],
    queryFn: ({ signal }) => getCartDiscount(code, signal),
    enabled,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
