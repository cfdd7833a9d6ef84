import { createContext, useContext } from 'react';

export interface CartWishlistState {
  /** Lines in the account's cart, or in the browser's guest cart while nobody is signed in. */
  cartCount: number;
  wishlistCount: number;
  /** The stored user id; the counts are fetched only while it is set (spec §1). */
  userId: string | null;
  /** Sign-in passes the new id, sign-out passes null; the id is kept in local storage either way. */
  setUserId: (userId: string | null) => void;
  /** Refresh the cached cart (badge and pages) after a change made outside the cart hooks. */
  refetchCart: () => Promise<void>;
  refetchWishlist: () => Promise<void>;
}

export const CartWishlistContext = createContext<CartWishlistState | null>(null);

export function useCartWishlist(): CartWishlistState {
  const state = useContext(CartWishlistContext);
  if (!state) throw new Error('useCartWishlist must be used within a CartWishlistProvider');
  return state;
}
