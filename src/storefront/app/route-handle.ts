/** Per-route layout options, set as the route's `handle` and read by the root layout. */
export interface RouteHandle {
  /** Spec §1: the footer appears on home, product list, shop, search and category pages only. */
  showFooter?: boolean;
}

export function routeShowsFooter(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'showFooter' in handle && handle.showFooter === true;
}
