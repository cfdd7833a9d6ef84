import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** Spec §7 `POST /api/carts/add`; the server re-reads the price, the client's copy is only the contract's shape. */
export interface AddToCartInput {
  productId: string;
  name: string;
  price: number;
  imageUrl: string;
  quantity: number;
}

export function addToCart(input: AddToCartInput): Promise<unknown> {
  return apiRequest<unknown>('/api/carts/add', {
    method: 'POST',
    body: input,
    fallbackMessage: 'Failed to add product to cart.',
  });
}

/** Invalidates every `['carts', …]` query so the navigation badge and cart page pick up the new line. */
export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['carts'] }),
  });
}
