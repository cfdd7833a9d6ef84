/** Per-route layout options, set as the route's `handle` and read by the root layout. */
export interface RouteHandle {
  /** The page shows its own message when the session ends and leaves after the spec's 2 s (spec §8). */
  ownsSessionEnd?: boolean;
}

export function routeOwnsSessionEnd(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'ownsSessionEnd' in handle && handle.ownsSessionEnd === true;
}
