import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** Spec §7 `POST /api/users/wishlists`. */
export interface AddToWishlistInput {
  userId: string;
  productId: string;
}

export function addToWishlist(input: AddToWishlistInput): Promise<unknown> {
  return apiRequest<unknown>('/api/users/wishlists', {
    method: 'POST',
    body: input,
    fallbackMessage: 'Failed to add product to wishlist.',
  });
}

/** Invalidates every `['wishlists', …]` query so the navigation badge picks up the new item. */
export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToWishlist,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wishlists'] }),
  });
}
