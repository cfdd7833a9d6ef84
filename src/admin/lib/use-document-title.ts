import { useEffect } from 'react';

/** Each screen names the tab, so staff with many admin tabs open can tell them apart. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · Wattson Admin`;
  }, [title]);
}
