import { useEffect } from 'react';

/** Names the browser tab while the screen is shown; each app words the title its own way. */
export function useTabTitle(full: string): void {
  useEffect(() => {
    document.title = full;
  }, [full]);
}
