import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistEntry } from '../../../shared/shopping/cart.schema';
import { apiRequest } from '../../lib/api-client';

export interface RemoveFromWishlistInput {
  userId: string;
  productId: string;
}

/** `DELETE /api/users/wishlists/{userId}/{productId}`. */
export async function removeFromWishlist({ userId, productId }: RemoveFromWishlistInput): Promise<void> {
  await apiRequest<unknown>(`/api/users/wishlists/${encodeURIComponent(userId)}/${encodeURIComponent(productId)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to remove product from wishlist.',
  });
}

/** Drops the entry from the cached list, which also lowers the navigation badge at once. */
export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeFromWishlist,
    onSuccess: (_result, { productId }) =>
      queryClient.setQueriesData<WishlistEntry[]>({ queryKey: ['wishlists'] }, (entries) => entries?.filter((entry) => entry.product._id !== productId)),
  });
}
