import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCartWishlist } from '../components/layout/cart-wishlist/cart-wishlist-context';
import { UNAUTHORIZED_EVENT } from '../lib/api-client';

/**
 * Spec §8: after any 401/403 the API client has already cleared the stored session; here the shell
 * resets the shared user id and goes to /sign-in, unless the shopper is already there.
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const { setUserId } = useCartWishlist();

  useEffect(() => {
    const onUnauthorized = () => {
      setUserId(null);
      if (window.location.pathname !== '/sign-in') void navigate('/sign-in');
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate, setUserId]);
}
