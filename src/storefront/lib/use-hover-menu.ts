import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** How recent a pointer movement must be for a leave to count as the person moving away. */
const MOVED_WITHIN_MS = 150;

let lastPointerMove = Number.NEGATIVE_INFINITY;
let tracking = false;

function trackPointer(): void {
  if (tracking || typeof window === 'undefined') return;
  tracking = true;
  window.addEventListener(
    'pointermove',
    () => {
      lastPointerMove = performance.now();
    },
    { passive: true, capture: true },
  );
}

/**
 * Mouse handlers for a menu that opens under the pointer (the category strip's tiles, the header's
 * category menu). The browser also sends `mouseleave` when the page moves under a still pointer (a
 * sticky bar changing height, content arriving above); such a leave is not the shopper pointing away,
 * so the menu stays open until the pointer really moves, and closes then only if it is outside.
 */
export function useHoverMenu(containerRef: RefObject<HTMLElement | null>, open: () => void, close: () => void) {
  const pendingCheck = useRef<((event: PointerEvent) => void) | null>(null);

  const stopPending = useCallback(() => {
    if (pendingCheck.current) window.removeEventListener('pointermove', pendingCheck.current, true);
    pendingCheck.current = null;
  }, []);

  useEffect(() => {
    trackPointer();
    return stopPending;
  }, [stopPending]);

  const onMouseEnter = useCallback(() => {
    stopPending();
    open();
  }, [open, stopPending]);

  const onMouseLeave = useCallback(
    (event: { clientX: number; clientY: number }) => {
      stopPending();
      // A leave while the point under the pointer is still inside is not a leave (the page re-drew beneath it).
      const under = document.elementFromPoint(event.clientX, event.clientY);
      if (under && containerRef.current?.contains(under)) return;
      if (performance.now() - lastPointerMove <= MOVED_WITHIN_MS) {
        close();
        return;
      }
      const check = (event: PointerEvent) => {
        stopPending();
        const target = event.target;
        if (!(target instanceof Node) || !containerRef.current?.contains(target)) close();
      };
      pendingCheck.current = check;
      window.addEventListener('pointermove', check, { passive: true, capture: true });
    },
    [close, containerRef, stopPending],
  );

  return { onMouseEnter, onMouseLeave };
}
