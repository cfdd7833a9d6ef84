import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** A horizontal swipe shorter than this is a tap, not a change of slide. */
const SWIPE_MIN_PX = 40;

interface SlideShow {
  selected: number;
  goTo: (index: number) => void;
  next: () => void;
  previous: () => void;
  swipeHandlers: {
    onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  };
}

/**
 * Which slide shows, moved by a timer while `playing`, by buttons and by swipes; both ends wrap.
 * A few lines of our own instead of a carousel library keep the home page's script small.
 */
export function useSlideShow(count: number, intervalMs: number, playing: boolean): SlideShow {
  const [selected, setSelected] = useState(0);
  const swipeStart = useRef<number | null>(null);

  const goTo = (index: number) => setSelected(((index % count) + count) % count);
  const next = () => setSelected((current) => (current + 1) % count);
  const previous = () => setSelected((current) => (current - 1 + count) % count);

  // Restarting the timer on every change gives each slide its full time, whoever moved it.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setSelected((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [playing, selected, count, intervalMs]);

  const swipeHandlers = {
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      swipeStart.current = event.pointerType === 'mouse' ? null : event.clientX;
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (swipeStart.current === null) return;
      const distance = event.clientX - swipeStart.current;
      swipeStart.current = null;
      if (distance <= -SWIPE_MIN_PX) next();
      else if (distance >= SWIPE_MIN_PX) previous();
    },
  };

  return { selected, goTo, next, previous, swipeHandlers };
}
