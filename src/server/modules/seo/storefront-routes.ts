import { storefrontPages, storefrontPathPattern } from '../../../shared/web/storefront-pages.js';

/** Addresses of the storefront's pages, from the table its router uses; anything else gets its 404 page with a 404 status. */
const patterns = Object.values(storefrontPages).flatMap((page) => page.paths.map(storefrontPathPattern));

export function isStorefrontPath(path: string): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return patterns.some((pattern) => pattern.test(normalised));
}
