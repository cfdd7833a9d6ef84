import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { storefrontPages, storefrontPathPattern } from '../../shared/web/storefront-pages';
import { useCartWishlist } from '../components/layout/cart-wishlist/cart-wishlist-context';
import { UNAUTHORIZED_EVENT } from '../lib/api-client';

/** Pages that say themselves that the session ended, and leave after 2 s (storefront-pages.ts). */
const OWNING_PATHS = Object.values(storefrontPages)
  .filter((page) => 'ownsSessionEnd' in page && page.ownsSessionEnd)
  .flatMap((page) => page.paths.map(storefrontPathPattern));

/**
 * Spec §8: after any 401/403 the API client has already cleared the stored session; here the shell
 * resets the shared user id and goes to /sign-in, unless the shopper is already there, or on a page
 * that says so itself and leaves after 2 s (the profile: its message must win over the count
 * requests' 401, ADR 39).
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const { setUserId } = useCartWishlist();

  useEffect(() => {
    const onUnauthorized = () => {
      setUserId(null);
      // Read from the address, not the matched routes: the page's code may still be loading.
      if (OWNING_PATHS.some((pattern) => pattern.test(window.location.pathname))) return;
      if (window.location.pathname !== '/sign-in') void navigate('/sign-in');
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate, setUserId]);
}
