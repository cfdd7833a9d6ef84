import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/** Spec §9: every "…Redirecting" message leaves the shopper 2 s to read it. */
export const REDIRECT_DELAY_MS = 2000;

/**
 * Navigates after the spec's delay. A new call replaces a pending one, and leaving the page cancels
 * it, so a shopper who clicks away is not yanked back.
 */
export function useDelayedNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  return useCallback(
    (to: To, options?: NavigateOptions) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(to, options), REDIRECT_DELAY_MS);
    },
    [navigate],
  );
}
