import { useQuery } from '@tanstack/react-query';
import type { CartLine } from '../../../shared/shopping/cart.schema';
import { apiRequest } from '../../lib/api-client';

/** Keyed by user so one shopper's cart never shows after another signs in on the same browser. */
export function cartQueryKey(userId: string | null) {
  return ['carts', userId ?? 'session'] as const;
}

/** Spec §7 `GET /api/carts`: the signed-in shopper's lines; the list length is the badge count. */
export async function getCart(signal?: AbortSignal): Promise<CartLine[]> {
  const lines = await apiRequest<unknown>('/api/carts', { signal, fallbackMessage: 'Failed to fetch cart items' });
  if (!Array.isArray(lines)) throw new Error('Unexpected response');
  return lines as CartLine[];
}

/**
 * Shared by the navigation badge and the cart and checkout pages, so a change made on one shows
 * on all of them. Always stale: the cart changes in other tabs and at checkout.
 */
export function useCart(userId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: cartQueryKey(userId),
    queryFn: ({ signal }) => getCart(signal),
    enabled,
    staleTime: 0,
  });
}
