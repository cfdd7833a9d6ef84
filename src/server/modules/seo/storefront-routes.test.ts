import { describe, expect, it } from 'vitest';
import { storefrontPages } from '../../../shared/web/storefront-pages.js';
import { BROWSER_RENDERED_PAGE_MODULES, serverRenderedPageModules } from '../web/server-rendered-pages.js';
import { isStorefrontPath } from './storefront-routes.js';

/** An address of each path of the table: `:name` segments written as a sample value. */
const addressOf = (path: string) => `/${path.replace(/:[A-Za-z]+/g, 'sample-1')}`;

/**
 * The router's table is the one in storefront-pages.ts (router.test.ts holds the router to it); here the
 * server's two lists are held to the same table, so the three cannot drift apart.
 */
describe("the server's storefront routes agree with the router's table", () => {
  const rows = Object.values(storefrontPages).flatMap((page) => page.paths.map((path) => ({ path, page })));

  it('treats every path of the table as a page, with or without a trailing slash', () => {
    for (const { path } of rows) {
      expect(isStorefrontPath(addressOf(path)), path).toBe(true);
      if (path) expect(isStorefrontPath(`${addressOf(path)}/`), `${path}/`).toBe(true);
    }
  });

  it('renders on the server exactly the pages the table marks, naming their modules', () => {
    for (const { path, page } of rows) {
      const modules = serverRenderedPageModules(addressOf(path));
      if (page.serverRendered) expect(modules, path).toEqual([...BROWSER_RENDERED_PAGE_MODULES, ...page.modules]);
      else expect(modules, path).toBeNull();
    }
  });

  it('treats an address outside the table as no page', () => {
    for (const address of ['/no-such-page', '/products/1/extra', '/api/products', '/categories']) {
      expect(isStorefrontPath(address), address).toBe(false);
      expect(serverRenderedPageModules(address), address).toBeNull();
    }
  });
});
