import { useEffect, useRef } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { useCartWishlist } from '../components/layout/cart-wishlist/cart-wishlist-context';
import { UNAUTHORIZED_EVENT } from '../lib/api-client';
import { routeOwnsSessionEnd } from './route-handle';

/**
 * Spec §8: after any 401/403 the API client has already cleared the stored session; here the shell
 * resets the shared user id and goes to /sign-in, unless the shopper is already there, or on a page
 * that says so itself and leaves after 2 s (the profile: its message must win over the count
 * requests' 401, issue 22).
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  const { setUserId } = useCartWishlist();
  const pageOwnsIt = useMatches().some((match) => routeOwnsSessionEnd(match.handle));
  const ownsRef = useRef(pageOwnsIt);
  useEffect(() => {
    ownsRef.current = pageOwnsIt;
  });

  useEffect(() => {
    const onUnauthorized = () => {
      setUserId(null);
      if (ownsRef.current) return;
      if (window.location.pathname !== '/sign-in') void navigate('/sign-in');
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, [navigate, setUserId]);
}
