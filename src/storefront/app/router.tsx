import type { RouteObject } from 'react-router';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import type { InfoPageContent } from '../features/info-pages/info-page';

const withFooter: RouteHandle = { showFooter: true };

/** The policy and FAQ pages share one page component; each loads only its own text. */
function infoPage(path: string, loadContent: () => Promise<InfoPageContent>): RouteObject {
  return {
    path,
    lazy: async () => {
      const [{ default: InfoPage }, content] = await Promise.all([import('../features/info-pages/info-page'), loadContent()]);
      return { element: <InfoPage content={content} /> };
    },
  };
}

const categoryPage: RouteObject['lazy'] = async () => ({
  Component: (await import('../features/category/category-page')).default,
});

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      {
        // Pathless so that, while a page chunk is still loading on first visit, the layout shows with a spinner.
        HydrateFallback: PageLoading,
        ErrorBoundary: RouteError,
        children: [
          {
            index: true,
            handle: withFooter,
            lazy: async () => ({ Component: (await import('../features/home/home-page')).default }),
          },
          {
            path: 'products',
            handle: withFooter,
            lazy: async () => ({ Component: (await import('../features/home/products-page')).default }),
          },
          {
            path: 'shop',
            handle: withFooter,
            lazy: async () => ({ Component: (await import('../features/shop/shop-page')).default }),
          },
          {
            path: 'search',
            handle: withFooter,
            lazy: async () => ({ Component: (await import('../features/search/search-page')).default }),
          },
          {
            path: 'products/:productId',
            lazy: async () => ({ Component: (await import('../features/product-detail/product-detail-page')).default }),
          },
          { path: 'categories/:category', handle: withFooter, lazy: categoryPage },
          { path: 'categories/:category/:sub', handle: withFooter, lazy: categoryPage },
          {
            path: 'logout',
            lazy: async () => ({ Component: (await import('../features/logout/logout-page')).default }),
          },
          {
            path: 'cart',
            lazy: async () => ({ Component: (await import('../features/cart/cart-page')).default }),
          },
          {
            path: 'wishlist',
            lazy: async () => ({ Component: (await import('../features/wishlist/wishlist-page')).default }),
          },
          {
            path: 'sign-in',
            lazy: async () => ({ Component: (await import('../features/auth/sign-in-page')).default }),
          },
          {
            path: 'register',
            lazy: async () => ({ Component: (await import('../features/auth/register-page')).default }),
          },
          {
            path: 'otp-register',
            lazy: async () => ({ Component: (await import('../features/auth/otp-register-page')).default }),
          },
          {
            path: 'otp-signin',
            lazy: async () => ({ Component: (await import('../features/auth/otp-signin-page')).default }),
          },
          {
            path: 'forgot-password',
            lazy: async () => ({ Component: (await import('../features/auth/forgot-password-page')).default }),
          },
          {
            path: 'admin-login',
            lazy: async () => ({ Component: (await import('../features/auth/admin-login-page')).default }),
          },
          {
            path: 'profile',
            lazy: async () => ({ Component: (await import('../features/profile/profile-page')).default }),
          },
          {
            path: 'dashboard',
            lazy: async () => ({ Component: (await import('../features/dashboard/dashboard-page')).default }),
          },
          {
            path: 'admin-dashboard',
            lazy: async () => ({ Component: (await import('../features/dashboard/admin-dashboard-page')).default }),
          },
          {
            path: 'checkout',
            lazy: async () => ({ Component: (await import('../features/checkout/checkout-page')).default }),
          },
          {
            path: 'orders/:orderId',
            lazy: async () => ({ Component: (await import('../features/orders/order-detail-page')).default }),
          },
          { path: 'blogs', lazy: async () => ({ Component: (await import('../features/blog/blog-list-page')).default }) },
          { path: 'blogs/:id', lazy: async () => ({ Component: (await import('../features/blog/blog-detail-page')).default }) },
          { path: 'about', lazy: async () => ({ Component: (await import('../features/about/about-page')).default }) },
          { path: 'contact', lazy: async () => ({ Component: (await import('../features/contact/contact-page')).default }) },
          infoPage('faq', async () => (await import('../features/info-pages/faq.content')).faqContent),
          infoPage('shipping-policy', async () => (await import('../features/info-pages/shipping-policy.content')).shippingPolicyContent),
          infoPage('return-policy', async () => (await import('../features/info-pages/return-policy.content')).returnPolicyContent),
          infoPage('privacy-policy', async () => (await import('../features/info-pages/privacy-policy.content')).privacyPolicyContent),
          infoPage('terms', async () => (await import('../features/info-pages/terms.content')).termsContent),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).default }),
          },
        ],
      },
    ],
  },
];
