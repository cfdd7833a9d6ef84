/** Paths the storefront's router renders; anything else gets its 404 page with a 404 status. */
const exactPaths = new Set([
  '/',
  '/products',
  '/shop',
  '/search',
  '/cart',
  '/wishlist',
  '/checkout',
  '/sign-in',
  '/register',
  '/otp-register',
  '/otp-signin',
  '/forgot-password',
  '/profile',
  '/dashboard',
  '/admin-login',
  '/admin-dashboard',
  '/logout',
  '/about',
  '/contact',
  '/blogs',
  '/faq',
  '/shipping-policy',
  '/return-policy',
  '/privacy-policy',
  '/terms',
]);

const patterns = [/^\/products\/[^/]+$/, /^\/categories\/[^/]+$/, /^\/categories\/[^/]+\/[^/]+$/, /^\/blogs\/[^/]+$/, /^\/orders\/[^/]+$/];

export function isStorefrontPath(path: string): boolean {
  const normalised = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return exactPaths.has(normalised) || patterns.some((pattern) => pattern.test(normalised));
}
