import { useCallback, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { prefersReducedMotion } from '../../../../web/use-media-query';

export const CATEGORIES_SECTION_ID = 'categories';

/** Spec §9: after going home, wait 100 ms before scrolling to the category strip. */
const SCROLL_DELAY_MS = 100;
// The home page is lazy-loaded, so on a slow first visit the strip may need a little longer to exist.
const MAX_ATTEMPTS = 30;

function scrollToCategories(): boolean {
  const section = document.getElementById(CATEGORIES_SECTION_ID);
  if (!section) return false;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  // Moves keyboard and screen-reader users to where sighted users now look.
  section.focus({ preventScroll: true });
  return true;
}

function scrollWhenReady(attempt = 0): void {
  window.setTimeout(() => {
    if (!scrollToCategories() && attempt < MAX_ATTEMPTS) scrollWhenReady(attempt + 1);
  }, SCROLL_DELAY_MS);
}

/** Click handler for the 'Category' link (`href="/#categories"`), which scrolls instead of reloading. */
export function useCategoryLink(onNavigate?: () => void) {
  const location = useLocation();
  const navigate = useNavigate();

  return useCallback(
    (event: MouseEvent<HTMLAnchorElement>) => {
      // Let the browser handle new-tab and new-window clicks with the plain href.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate?.();
      if (location.pathname === '/') {
        scrollToCategories();
        return;
      }
      void navigate('/');
      scrollWhenReady();
    },
    [location.pathname, navigate, onNavigate],
  );
}
