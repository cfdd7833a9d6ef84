import { useTabTitle } from '../../web/use-tab-title';

/** Each screen names the tab, so staff with many admin tabs open can tell them apart. */
export function useDocumentTitle(title: string): void {
  useTabTitle(`${title} · Wattson Admin`);
}
