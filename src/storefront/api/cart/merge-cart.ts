import type { CartLine } from '../../../shared/shopping/cart.schema';
import { apiRequest } from '../../lib/api-client';

export interface MergeCartItem {
  productId: string;
  quantity: number;
}

/**
 * `POST /api/carts/merge`: folds a visitor's browser cart into the account's cart at sign-in. The
 * server caps each line at the stock and skips products that no longer exist; answers the whole cart.
 * Called from the cart/wishlist provider (no hook): it runs once per sign-in, not from a button.
 */
export function mergeCart(items: MergeCartItem[]): Promise<CartLine[]> {
  return apiRequest<CartLine[]>('/api/carts/merge', {
    method: 'POST',
    body: { items },
    fallbackMessage: 'Failed to merge your cart',
  });
}
