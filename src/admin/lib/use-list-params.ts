import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams } from 'react-router';
import { leavingPage } from '../../shared/web/leaving-page';

/**
 * List filters live in the address (?q=&status=&page=), so a filtered view survives a reload, the
 * back button and a link pasted to a colleague. Changing any filter returns to page 1.
 */
export function useListParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The router's own state, not React's copy of it: React renders navigations in a transition, so a
  // list can still be on screen, believing nothing is under way, after staff clicked away from it.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  // The list's address as the router writes it (with the admin's basename, which useLocation drops).
  const listPathname = router?.state.location.pathname;

  const get = useCallback((key: string): string => searchParams.get(key) ?? '', [searchParams]);

  const page = (() => {
    const value = Number(searchParams.get('page'));
    return Number.isInteger(value) && value >= 1 ? value : 1;
  })();

  const update = useCallback(
    (patch: Record<string, string | undefined>) => {
      // A search applied after its typing pause must not replace the page staff clicked meanwhile
      // (whose code may still be loading) and pull them back to the list.
      if (router && leavingPage(router.state, listPathname)) return;
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
    [setSearchParams, router, listPathname],
  );

  const setPage = useCallback((value: number) => update({ page: value > 1 ? String(value) : undefined }), [update]);

  return { get, page, update, setPage };
}
