import { useEffect } from 'react';

const SHOP_NAME = 'Wattson';

/** Sets the tab title to `{title} | Wattson` while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SHOP_NAME}` : `${SHOP_NAME} — Electrical & Lighting Store`;
  }, [title]);
}
