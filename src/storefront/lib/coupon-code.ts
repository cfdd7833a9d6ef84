import { useCallback, useState } from 'react';

/**
 * The code the shopper applied in the cart, carried to checkout in this tab's sessionStorage. Only
 * the code travels: the server decides at each step whether it applies and what it takes off.
 */
const KEY = 'wattson.couponCode';

function readCode(): string | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function useCouponCode(): [string | null, (code: string | null) => void] {
  const [code, setCode] = useState<string | null>(readCode);
  const save = useCallback((next: string | null) => {
    setCode(next);
    try {
      if (next) window.sessionStorage.setItem(KEY, next);
      else window.sessionStorage.removeItem(KEY);
    } catch {
      // Storage refused (private mode): the code still applies on this page.
    }
  }, []);
  return [code, save];
}
