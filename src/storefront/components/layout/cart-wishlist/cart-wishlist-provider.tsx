import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { apiRequest } from '../../../lib/api-client';
import { readUserId, writeUserId } from '../../../lib/auth-storage';
import { CartWishlistContext, type CartWishlistState } from './cart-wishlist-context';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Only the list lengths matter here; the cart and wishlist pages load the items themselves. */
async function fetchLength(path: string): Promise<number> {
  const list = await apiRequest<unknown>(path);
  if (!Array.isArray(list)) throw new Error('Unexpected response');
  return list.length;
}

export function CartWishlistProvider({ children }: { children: ReactNode }) {
  const [userId, setUserIdState] = useState<string | null>(() => readUserId());
  const [cartCount, setCartCount] = useState(0);
  const [wishlistCount, setWishlistCount] = useState(0);

  const setUserId = useCallback((next: string | null) => {
    writeUserId(next);
    setUserIdState(next);
  }, []);

  // Spec §8: a failed count fetch is logged and leaves the count as it was; the shopper sees nothing.
  const refetchCart = useCallback(async () => {
    if (!userId) return;
    try {
      setCartCount(await fetchLength('/api/carts'));
    } catch (error) {
      console.error('Error fetching cart count:', errorMessage(error));
    }
  }, [userId]);

  const refetchWishlist = useCallback(async () => {
    if (!userId) return;
    try {
      setWishlistCount(await fetchLength(`/api/users/wishlists/${encodeURIComponent(userId)}`));
    } catch (error) {
      console.error('Error fetching wishlist count:', errorMessage(error));
    }
  }, [userId]);

  useEffect(() => {
    if (!userId) {
      setCartCount(0);
      setWishlistCount(0);
      return;
    }
    void refetchCart();
    void refetchWishlist();
  }, [userId, refetchCart, refetchWishlist]);

  const value = useMemo<CartWishlistState>(
    () => ({ cartCount, wishlistCount, userId, setUserId, refetchCart, refetchWishlist }),
    [cartCount, wishlistCount, userId, setUserId, refetchCart, refetchWishlist],
  );

  return <CartWishlistContext.Provider value={value}>{children}</CartWishlistContext.Provider>;
}
