/**
 * The storefront's pages, one row each. The browser's router takes its paths from here
 * (src/storefront/app/router.tsx, with a test that they agree), and the server derives from the
 * same rows which addresses are pages (anything else is a 404) and which it renders itself.
 */
export interface StorefrontPage {
  /** React Router paths, relative ('' is the home page); `:name` matches one segment. */
  paths: readonly string[];
  /** The page's modules under src/storefront, the first its component; the server names their chunks in the HTML. */
  modules: readonly string[];
  /**
   * Public pages people land on from links and search engines, which the server renders. An
   * account's pages (cart, checkout, profile, sign-in…) depend on this browser's session, which the
   * server does not see, so the browser renders them itself.
   */
  serverRendered: boolean;
  /**
   * The page says itself that a session has ended, and when to leave (the profile, spec §8); the
   * shell's own redirect after a 401/403 waits for it. The footer shows on every page (ADR 39).
   */
  ownsSessionEnd?: boolean;
}

const infoPage = (name: string): StorefrontPage => ({
  paths: [name],
  modules: ['features/info-pages/info-page.tsx', `features/info-pages/${name}.content.ts`],
  serverRendered: true,
});

const browserPage = (path: string, module: string): StorefrontPage => ({ paths: [path], modules: [module], serverRendered: false });

export const storefrontPages = {
  home: { paths: [''], modules: ['features/home/home-page.tsx'], serverRendered: true },
  products: { paths: ['products'], modules: ['features/home/products-page.tsx'], serverRendered: true },
  shop: { paths: ['shop'], modules: ['features/shop/shop-page.tsx'], serverRendered: true },
  search: { paths: ['search'], modules: ['features/search/search-page.tsx'], serverRendered: true },
  product: { paths: ['products/:productId'], modules: ['features/product-detail/product-detail-page.tsx'], serverRendered: true },
  category: {
    paths: ['categories/:category', 'categories/:category/:sub'],
    modules: ['features/category/category-page.tsx'],
    serverRendered: true,
  },
  blogs: { paths: ['blogs'], modules: ['features/blog/blog-list-page.tsx'], serverRendered: true },
  blog: { paths: ['blogs/:id'], modules: ['features/blog/blog-detail-page.tsx'], serverRendered: true },
  about: { paths: ['about'], modules: ['features/about/about-page.tsx'], serverRendered: true },
  contact: { paths: ['contact'], modules: ['features/contact/contact-page.tsx'], serverRendered: true },
  faq: infoPage('faq'),
  shippingPolicy: infoPage('shipping-policy'),
  returnPolicy: infoPage('return-policy'),
  privacyPolicy: infoPage('privacy-policy'),
  terms: infoPage('terms'),
  logout: browserPage('logout', 'features/logout/logout-page.tsx'),
  cart: browserPage('cart', 'features/cart/cart-page.tsx'),
  wishlist: browserPage('wishlist', 'features/wishlist/wishlist-page.tsx'),
  signIn: browserPage('sign-in', 'features/auth/sign-in-page.tsx'),
  register: browserPage('register', 'features/auth/register-page.tsx'),
  otpRegister: browserPage('otp-register', 'features/auth/otp-register-page.tsx'),
  otpSignIn: browserPage('otp-signin', 'features/auth/otp-signin-page.tsx'),
  forgotPassword: browserPage('forgot-password', 'features/auth/forgot-password-page.tsx'),
  adminLogin: browserPage('admin-login', 'features/auth/admin-login-page.tsx'),
  profile: { ...browserPage('profile', 'features/profile/profile-page.tsx'), ownsSessionEnd: true },
  dashboard: browserPage('dashboard', 'features/dashboard/dashboard-page.tsx'),
  adminDashboard: browserPage('admin-dashboard', 'features/dashboard/admin-dashboard-page.tsx'),
  checkout: browserPage('checkout', 'features/checkout/checkout-page.tsx'),
  order: browserPage('orders/:orderId', 'features/orders/order-detail-page.tsx'),
  // A guest's order, by the signed link its mails carry (`?token=`, ADR 62).
  guestOrder: browserPage('guest-orders/:orderId', 'features/orders/guest-order-page.tsx'),
  // The newsletter's signed unsubscribe link (`?subscriber=…&token=…`, ADR 67); no account needed.
  newsletterUnsubscribe: browserPage('newsletter/unsubscribe', 'features/newsletter/unsubscribe-page.tsx'),
  // The list being compared lives in this browser; a shared `/compare?ids=…` names its products.
  compare: browserPage('compare', 'features/compare/compare-page.tsx'),
} as const satisfies Record<string, StorefrontPage>;

export type StorefrontPageName = keyof typeof storefrontPages;

/** What an address that is no storefront page shows (with a 404 status). */
export const notFoundPageModule = 'features/not-found/not-found-page.tsx';

/** A router path as a pattern for a whole normalised URL path ('/shop', '/products/12'). */
export function storefrontPathPattern(path: string): RegExp {
  const segments = path.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}$`);
}
