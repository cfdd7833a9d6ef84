/**
 * The storefront pages the server renders, each with the modules it needs to hydrate (their chunks
 * are named in the HTML, so the browser fetches them with the entry and can hydrate at once). These
 * are the public pages people land on from links and search engines. An account's pages (cart,
 * checkout, profile, sign-in…) depend on this browser's session, which the server does not see, so
 * the browser renders them itself.
 */
/** The code that hydrates or renders any page, which the tiny entry (main.tsx) imports. */
const START_MODULE = 'app/start-app.tsx';

const PAGE_ROUTES: ReadonlyArray<{ pattern: RegExp; modules: readonly string[] }> = [
  { pattern: /^\/$/, modules: ['features/home/home-page.tsx'] },
  { pattern: /^\/shop$/, modules: ['features/shop/shop-page.tsx'] },
  { pattern: /^\/products$/, modules: ['features/home/products-page.tsx'] },
  { pattern: /^\/products\/[^/]+$/, modules: ['features/product-detail/product-detail-page.tsx'] },
  { pattern: /^\/categories\/[^/]+(?:\/[^/]+)?$/, modules: ['features/category/category-page.tsx'] },
  { pattern: /^\/search$/, modules: ['features/search/search-page.tsx'] },
  { pattern: /^\/blogs$/, modules: ['features/blog/blog-list-page.tsx'] },
  { pattern: /^\/blogs\/[^/]+$/, modules: ['features/blog/blog-detail-page.tsx'] },
  { pattern: /^\/about$/, modules: ['features/about/about-page.tsx'] },
  { pattern: /^\/contact$/, modules: ['features/contact/contact-page.tsx'] },
  ...['faq', 'shipping-policy', 'return-policy', 'privacy-policy', 'terms'].map((page) => ({
    pattern: new RegExp(`^/${page}$`),
    modules: ['features/info-pages/info-page.tsx', `features/info-pages/${page}.content.ts`],
  })),
];
const PAGES = PAGE_ROUTES.map(({ pattern, modules }) => ({ pattern, modules: [START_MODULE, ...modules] }));

/** What an address that is no storefront page shows (with a 404 status). */
export const NOT_FOUND_PAGE_MODULES: readonly string[] = [START_MODULE, 'features/not-found/not-found-page.tsx'];

/** What a page the browser renders itself needs first; its page code follows once the router knows the page. */
export const BROWSER_RENDERED_PAGE_MODULES: readonly string[] = [START_MODULE];

/** The page modules of a server-rendered storefront page; null for pages the browser renders. */
export function serverRenderedPageModules(path: string): readonly string[] | null {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PAGES.find(({ pattern }) => pattern.test(normalised))?.modules ?? null;
}
