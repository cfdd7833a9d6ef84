import { useQuery } from '@tanstack/react-query';
import type { WishlistEntry } from '../../../shared/shopping/cart.schema';
import { apiRequest } from '../../lib/api-client';

export function wishlistQueryKey(userId: string | null) {
  return ['wishlists', userId ?? 'none'] as const;
}

/** Spec §7 `GET /api/users/wishlists/{userId}`; the list length is the badge count. */
export async function getWishlist(userId: string, signal?: AbortSignal): Promise<WishlistEntry[]> {
  const entries = await apiRequest<unknown>(`/api/users/wishlists/${encodeURIComponent(userId)}`, {
    signal,
    fallbackMessage: 'Failed to fetch wishlist',
  });
  if (!Array.isArray(entries)) throw new Error('Unexpected response');
  return entries as WishlistEntry[];
}

export interface WishlistQueryOptions {
  /** The list the navigation bar may pass as route state (spec §2), shown while the fetch runs. */
  placeholder?: WishlistEntry[];
  /** The wishlist page asks the server on every visit; badges and hearts make do with the cache. */
  refetchOnMount?: boolean | 'always';
}

/**
 * Shared by the navigation badge, the product cards' hearts and the wishlist page. Every add and
 * removal updates this cache, so 30 s of freshness spares a request per card on each page.
 */
export function useWishlist(userId: string | null, enabled: boolean, options: WishlistQueryOptions = {}) {
  return useQuery({
    queryKey: wishlistQueryKey(userId),
    queryFn: ({ signal }) => getWishlist(userId ?? '', signal),
    enabled: enabled && userId !== null,
    staleTime: 30_000,
    placeholderData: options.placeholder,
    refetchOnMount: options.refetchOnMount ?? true,
  });
}
