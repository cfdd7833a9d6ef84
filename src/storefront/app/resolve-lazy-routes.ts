import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the code of the routes matching `location` and writes it onto the route objects, as React
 * Router's guide to hydrating lazy routes does: a router created afterwards starts initialised and
 * renders the page at once, as the server did, instead of a loading placeholder.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: Location): Promise<void> {
  const lazyMatches = (matchRoutes(routes, location) ?? []).filter((match) => typeof match.route.lazy === 'function');
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
