import { notFoundPageModule, storefrontPages, storefrontPathPattern } from '../../../shared/web/storefront-pages.js';

/** The code that hydrates or renders any page, which the tiny entry (main.tsx) imports. */
const START_MODULE = 'app/start-app.tsx';

/**
 * The storefront pages the server renders (storefront-pages.ts says which), each with the modules
 * it needs to hydrate: their chunks are named in the HTML, so the browser fetches them with the
 * entry and can hydrate at once.
 */
const PAGES = Object.values(storefrontPages)
  .filter((page) => page.serverRendered)
  .flatMap((page) => page.paths.map((path) => ({ pattern: storefrontPathPattern(path), modules: [START_MODULE, ...page.modules] })));

/** What an address that is no storefront page shows (with a 404 status). */
export const NOT_FOUND_PAGE_MODULES: readonly string[] = [START_MODULE, notFoundPageModule];

/** What a page the browser renders itself needs first; its page code follows once the router knows the page. */
export const BROWSER_RENDERED_PAGE_MODULES: readonly string[] = [START_MODULE];

/** The page modules of a server-rendered storefront page; null for pages the browser renders. */
export function serverRenderedPageModules(path: string): readonly string[] | null {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGES.find(({ pattern }) => pattern.test(normalised))?.modules ?? null;
}
