import { useEffect, useRef, type RefObject } from 'react';

/**
 * Closes a popup (menu, search box, panel) on Escape or on a pointer press outside every given element.
 * The toggle button belongs in `refs`, otherwise its own click would close and reopen the popup.
 */
export function useDismiss(refs: ReadonlyArray<RefObject<HTMLElement | null>>, open: boolean, onDismiss: (reason: 'escape' | 'outside') => void): void {
  // Kept in a ref so callers may pass inline arrays and callbacks without re-binding listeners each render.
  const latest = useRef({ refs, onDismiss });
  useEffect(() => {
    latest.current = { refs, onDismiss };
  });

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') latest.current.onDismiss('escape');
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (!(target instanceof Node)) return;
      const inside = latest.current.refs.some((ref) => ref.current?.contains(target));
      if (!inside) latest.current.onDismiss('outside');
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);
}
