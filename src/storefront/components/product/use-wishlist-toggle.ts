import { useState } from 'react';
import type { ProductSummary } from '../../../shared/catalog/product.schema';
import { useAddToWishlist } from '../../api/wishlist/add-to-wishlist';
import { useWishlist } from '../../api/wishlist/get-wishlist';
import { useRemoveFromWishlist } from '../../api/wishlist/remove-from-wishlist';
import { readToken, readUserId } from '../../lib/auth-storage';
import { toast } from '../../lib/toast';
import { useCartWishlist } from '../layout/cart-wishlist/cart-wishlist-context';

export interface WishlistToggle {
  saved: boolean;
  busy: boolean;
  /** The control's name: what pressing it does now. */
  label: string;
  toggle(): void;
}

/**
 * The heart of a product card and the product page's wishlist button: the first press saves the
 * product, the second takes it off again, each with its own message (spec §8's texts for the add).
 * A visitor is told to sign in, in a toast rather than the browser's alert.
 */
export function useWishlistToggle(product: Pick<ProductSummary, '_id' | 'name'>): WishlistToggle {
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const { userId, refetchWishlist } = useCartWishlist();
  // The provider's cached list (no extra request) says which products are saved already.
  const savedList = useWishlist(userId, userId !== null);
  // What this page changed, until the list catches up (null: the list decides).
  const [local, setLocal] = useState<boolean | null>(null);
  const inList = savedList.data?.some((entry) => entry.product._id === product._id) ?? false;
  const saved = local ?? inList;

  function toggle() {
    const owner = readUserId();
    // The wishlist is keyed by user id, so a token without one cannot be used either.
    if (!readToken() || !owner) {
      toast.info('Please log in to add to the wishlist.');
      return;
    }
    if (saved) {
      remove.mutate(
        { userId: owner, productId: product._id },
        {
          onSuccess: () => {
            setLocal(false);
            toast.success(`${product.name} has been removed from your wishlist.`);
          },
          onError: () => toast.error('Failed to remove product from wishlist.'),
        },
      );
      return;
    }
    add.mutate(
      { userId: owner, productId: product._id },
      {
        onSuccess: () => {
          setLocal(true);
          void refetchWishlist();
          toast.success(`${product.name} has been added to your wishlist!`);
        },
        onError: () => toast.error('Failed to add product to wishlist.'),
      },
    );
  }

  return {
    saved,
    busy: add.isPending || remove.isPending,
    label: saved ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`,
    toggle,
  };
}
