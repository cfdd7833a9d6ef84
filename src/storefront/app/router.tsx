import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { storefrontPages, type StorefrontPage } from '../../shared/web/storefront-pages';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { InfoPageContent } from '../features/info-pages/info-page';

/**
 * The routes of one page of the table the server reads too (shared/web/storefront-pages.ts): its
 * paths come from there; the import stays here, spelled out, so that Vite makes the chunk.
 */
function page(entry: StorefrontPage, lazy: NonNullable<RouteObject['lazy']>): RouteObject[] {
  return entry.paths.map((path) => (path === '' ? { index: true, lazy } : { path, lazy }));
}

function component(load: () => Promise<{ default: ComponentType }>): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: (await load()).default });
}

/** The policy and FAQ pages share one page component; each loads only its own text. */
function infoPage(entry: StorefrontPage, loadContent: () => Promise<InfoPageContent>): RouteObject[] {
  return page(entry, async () => {
    const [{ default: InfoPage }, content] = await Promise.all([import('../features/info-pages/info-page'), loadContent()]);
    return { element: <InfoPage content={content} /> };
  });
}

const pages = storefrontPages;

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Pathless so that, while a page chunk is still loading on first visit, the layout shows with a spinner.
        HydrateFallback: PageLoading,
        ErrorBoundary: RouteError,
        children: [
          ...page(
            pages.home,
            component(() => import('../features/home/home-page')),
          ),
          ...page(
            pages.products,
            component(() => import('../features/home/products-page')),
          ),
          ...page(
            pages.shop,
            component(() => import('../features/shop/shop-page')),
          ),
          ...page(
            pages.search,
            component(() => import('../features/search/search-page')),
          ),
          ...page(
            pages.product,
            component(() => import('../features/product-detail/product-detail-page')),
          ),
          ...page(
            pages.category,
            component(() => import('../features/category/category-page')),
          ),
          ...page(
            pages.logout,
            component(() => import('../features/logout/logout-page')),
          ),
          ...page(
            pages.compare,
            component(() => import('../features/compare/compare-page')),
          ),
          ...page(
            pages.cart,
            component(() => import('../features/cart/cart-page')),
          ),
          ...page(
            pages.wishlist,
            component(() => import('../features/wishlist/wishlist-page')),
          ),
          ...page(
            pages.signIn,
            component(() => import('../features/auth/sign-in-page')),
          ),
          ...page(
            pages.register,
            component(() => import('../features/auth/register-page')),
          ),
          ...page(
            pages.otpRegister,
            component(() => import('../features/auth/otp-register-page')),
          ),
          ...page(
            pages.otpSignIn,
            component(() => import('../features/auth/otp-signin-page')),
          ),
          ...page(
            pages.forgotPassword,
            component(() => import('../features/auth/forgot-password-page')),
          ),
          ...page(
            pages.adminLogin,
            component(() => import('../features/auth/admin-login-page')),
          ),
          ...page(
            pages.profile,
            component(() => import('../features/profile/profile-page')),
          ),
          ...page(
            pages.dashboard,
            component(() => import('../features/dashboard/dashboard-page')),
          ),
          ...page(
            pages.adminDashboard,
            component(() => import('../features/dashboard/admin-dashboard-page')),
          ),
          ...page(
            pages.checkout,
            component(() => import('../features/checkout/checkout-page')),
          ),
          ...page(
            pages.order,
            component(() => import('../features/orders/order-detail-page')),
          ),
          ...page(
            pages.guestOrder,
            component(() => import('../features/orders/guest-order-page')),
          ),
          ...page(
            pages.newsletterUnsubscribe,
            component(() => import('../features/newsletter/unsubscribe-page')),
          ),
          ...page(
            pages.blogs,
            component(() => import('../features/blog/blog-list-page')),
          ),
          ...page(
            pages.blog,
            component(() => import('../features/blog/blog-detail-page')),
          ),
          ...page(
            pages.about,
            component(() => import('../features/about/about-page')),
          ),
          ...page(
            pages.contact,
            component(() => import('../features/contact/contact-page')),
          ),
          ...infoPage(pages.faq, async () => (await import('../features/info-pages/faq.content')).faqContent),
          ...infoPage(pages.shippingPolicy, async () => (await import('../features/info-pages/shipping-policy.content')).shippingPolicyContent),
          ...infoPage(pages.returnPolicy, async () => (await import('../features/info-pages/return-policy.content')).returnPolicyContent),
          ...infoPage(pages.privacyPolicy, async () => (await import('../features/info-pages/privacy-policy.content')).privacyPolicyContent),
          ...infoPage(pages.terms, async () => (await import('../features/info-pages/terms.content')).termsContent),
          {
            path: '*',
            lazy: component(() => import('../features/not-found/not-found-page')),
          },
        ],
      },
    ],
  },
];
