import { useTabTitle } from '../../web/use-tab-title';

const SHOP_NAME = 'Wattson';

/** Set only while rendering on the server (entry-server.tsx): the page's title goes into its HTML head. */
let titleOnServer: ((title: string) => void) | null = null;

export function collectTitlesOnServer(collect: (title: string) => void): void {
  titleOnServer = collect;
}

/** Sets the tab title to `{title} | Wattson` while the page is shown (and, on the server, in the page's head). */
export function useDocumentTitle(title: string | undefined): void {
  const full = title ? `${title} | ${SHOP_NAME}` : `${SHOP_NAME} — Electrical & Lighting Store`;
  titleOnServer?.(full);
  useTabTitle(full);
}
