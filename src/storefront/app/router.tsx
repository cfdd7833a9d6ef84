import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';

const withFooter: RouteHandle = { showFooter: true };

/** Pages still to be built share one placeholder chunk; each route passes its final heading. */
function comingSoon(path: string, title: string): RouteObject {
  return {
    path,
    lazy: async () => {
      const { default: ComingSoonPage } = await import('../features/placeholder/coming-soon-page');
      return { element: <ComingSoonPage title={title} /> };
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
          comingSoon('cart', 'Your Cart'),
          comingSoon('wishlist', 'Wishlist'),
          comingSoon('sign-in', 'Sign In'),
          comingSoon('register', 'Create Account'),
          comingSoon('otp-register', 'Verify Your Email'),
          comingSoon('otp-signin', 'Admin Verification'),
          comingSoon('profile', 'My Profile'),
          comingSoon('dashboard', 'Dashboard'),
          comingSoon('admin-login', 'Admin Login'),
          comingSoon('admin-dashboard', 'Admin Dashboard'),
          comingSoon('checkout', 'Checkout'),
          comingSoon('about', 'About Us'),
          comingSoon('contact', 'Contact Us'),
          comingSoon('blogs', 'Blog'),
          comingSoon('blogs/:id', 'Blog'),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).default }),
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
