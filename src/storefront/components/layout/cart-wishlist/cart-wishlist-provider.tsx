import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { cartQueryKey, useCart } from '../../../api/cart/get-cart';
import { mergeCart } from '../../../api/cart/merge-cart';
import { useWishlist } from '../../../api/wishlist/get-wishlist';
import { readToken, readUserId, subscribeToAuth, writeUserId } from '../../../lib/auth-storage';
import { clearGuestCart, readGuestCart, useGuestCart } from '../../../lib/guest-cart';
import { isHydrating } from '../../../lib/hydration';
import { CartWishlistContext, type CartWishlistState } from './cart-wishlist-context';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The badge counts are the lengths of the same cached cart and wishlist queries the pages use, so an
 * add, a quantity change, a removal or an order updates the badge as soon as that cache changes.
 */
export function CartWishlistProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // The server renders every page signed out; hydrating starts from that and takes the stored id after.
  const [userId, setUserIdState] = useState<string | null>(() => (isHydrating() ? null : readUserId()));
  const guestCart = useGuestCart();
  const signedIn = userId !== null;

  const cart = useCart(userId, signedIn);
  const wishlist = useWishlist(userId, signedIn);

  const setUserId = useCallback((next: string | null) => {
    writeUserId(next);
    setUserIdState(next);
  }, []);

  // Sign-in pages store the session and may not call setUserId; following storage keeps the counts right either way.
  useEffect(() => {
    setUserIdState(readUserId());
    return subscribeToAuth(() => setUserIdState(readUserId()));
  }, []);

  // After sign-out nothing of the last shopper's cart, wishlist or orders may linger in memory.
  useEffect(() => {
    if (userId) return;
    for (const key of ['carts', 'wishlists', 'orders']) queryClient.removeQueries({ queryKey: [key] });
  }, [userId, queryClient]);

  // Spec §8: a failed count fetch is logged and leaves the count as it was; the shopper sees nothing.
  useEffect(() => {
    if (cart.error) console.error('Error fetching cart count:', errorMessage(cart.error));
  }, [cart.error]);
  useEffect(() => {
    if (wishlist.error) console.error('Error fetching wishlist count:', errorMessage(wishlist.error));
  }, [wishlist.error]);

  // A visitor's browser cart joins the account's cart once a session exists; the ref stops a second
  // request while the first is in flight (effects can run twice, and sign-in changes several keys).
  const merging = useRef(false);
  useEffect(() => {
    if (!userId || guestCart.length === 0 || !readToken() || merging.current) return;
    merging.current = true;
    const items = readGuestCart().map(({ productId, quantity }) => ({ productId, quantity }));
    mergeCart(items)
      .then(async (lines) => {
        clearGuestCart();
        // The cart's first read starts with the session, alongside the merge. Invalidating would join
        // that read, which may answer without the merged lines; the merge answers the whole cart.
        await queryClient.cancelQueries({ queryKey: cartQueryKey(userId) });
        queryClient.setQueryData(cartQueryKey(userId), lines);
        return queryClient.invalidateQueries({ queryKey: ['carts'] });
      })
      .catch((error: unknown) => console.error('Error merging the guest cart:', errorMessage(error)))
      .finally(() => {
        merging.current = false;
      });
  }, [userId, guestCart, queryClient]);

  const refetchCart = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['carts'] });
  }, [queryClient]);

  const refetchWishlist = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: ['wishlists'] });
  }, [queryClient]);

  // Visitors see their browser cart's line count; the wishlist needs an account.
  const cartCount = signedIn ? (cart.data?.length ?? 0) : guestCart.length;
  const wishlistCount = signedIn ? (wishlist.data?.length ?? 0) : 0;

  const value = useMemo<CartWishlistState>(
    () => ({ cartCount, wishlistCount, userId, setUserId, refetchCart, refetchWishlist }),
    [cartCount, wishlistCount, userId, setUserId, refetchCart, refetchWishlist],
  );

  return <CartWishlistContext.Provider value={value}>{children}</CartWishlistContext.Provider>;
}
