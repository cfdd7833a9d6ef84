import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { storefrontPages } from '../../shared/web/storefront-pages';
import { routes } from './router';

/** The page routes, the layout routes around them left out; an index route has the path ''. */
function pageRoutes(list: RouteObject[]): { path: string; route: RouteObject }[] {
  return list.flatMap((route) => (route.children ? pageRoutes(route.children) : [{ path: route.index ? '' : (route.path ?? ''), route }]));
}

describe('the router and the server read one table of storefront pages', () => {
  it('routes exactly the paths of the table, and everything else to the 404 page', () => {
    const routed = pageRoutes(routes).map(({ path }) => path);
    const table = Object.values(storefrontPages).flatMap((page) => page.paths);
    expect([...routed].sort()).toEqual([...table, '*'].sort());
  });

  it('loads, at each path, the component the table names (whose chunk the server puts in the HTML)', async () => {
    const byPath = new Map(pageRoutes(routes).map(({ path, route }) => [path, route]));
    for (const page of Object.values(storefrontPages)) {
      if (page.modules[0] === 'features/info-pages/info-page.tsx') continue; // renders an element with its text, no Component
      const named = (await import(/* @vite-ignore */ `../${page.modules[0].replace(/\.tsx$/, '')}`)) as { default: unknown };
      for (const path of page.paths) {
        const lazy = byPath.get(path)?.lazy;
        if (typeof lazy !== 'function') throw new Error(`no lazy route at ${path}`);
        expect((await lazy()).Component, path).toBe(named.default);
      }
    }
  });
});
