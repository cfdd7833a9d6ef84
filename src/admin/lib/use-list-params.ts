import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';

/**
 * List filters live in the address (?q=&status=&page=), so a filtered view survives a reload, the
 * back button and a link pasted to a colleague. Changing any filter returns to page 1.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const { pathname } = useLocation();
  // While another page's code loads this list stays on screen; a search applied after its typing
  // pause would then replace that navigation and pull staff back from the order they clicked.
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = navigation.state !== 'idle' && navigation.location?.pathname !== pathname;
  }, [navigation, pathname]);

  const get = useCallback((key: string): string => searchParams.get(key) ?? '', [searchParams]);

  const page = (() => {
    const value = Number(searchParams.get('page'));
    return Number.isInteger(value) && value >= 1 ? value : 1;
  })();

  const update = useCallback(
    (patch: Record<string, string | undefined>) => {
      if (leaving.current) return;
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, value);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        // flushSync: a controlled checkbox or select must show its new state in the same frame, not after a transition.
        { replace: true, flushSync: true },
      );
    },
    [setSearchParams],
  );

  const setPage = useCallback((value: number) => update({ page: value > 1 ? String(value) : undefined }), [update]);

  return { get, page, update, setPage };
}
