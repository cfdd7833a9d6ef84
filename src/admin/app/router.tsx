import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AdminLayout } from './admin-layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

/** Each screen is its own chunk: staff who only handle orders never download the product editor. */
function screen(path: string | undefined, load: () => Promise<{ default: ComponentType }>): RouteObject {
  const lazy = async () => ({ Component: (await load()).default });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

export const routes: RouteObject[] = [
  {
    Component: AdminLayout,
    children: [
      {
        HydrateFallback: PageLoading,
        ErrorBoundary: RouteError,
        children: [
          screen(undefined, () => import('../features/dashboard/dashboard-page')),
          screen('products', () => import('../features/products/products-page')),
          screen('products/new', () => import('../features/products/product-edit-page')),
          screen('products/import', () => import('../features/products/product-import-page')),
          screen('products/:productId', () => import('../features/products/product-edit-page')),
          screen('orders', () => import('../features/orders/orders-page')),
          screen('orders/:orderId', () => import('../features/orders/order-detail-page')),
          screen('returns', () => import('../features/returns/returns-page')),
          screen('returns/:returnId', () => import('../features/returns/return-detail-page')),
          screen('customers', () => import('../features/customers/customers-page')),
          screen('grievances', () => import('../features/grievances/grievances-page')),
          screen('couriers', () => import('../features/shipping/couriers-page')),
          screen('customers/:customerId', () => import('../features/customers/customer-detail-page')),
          screen('content/blogs', () => import('../features/content/blog-posts-page')),
          screen('content/blogs/new', () => import('../features/content/blog-editor-page')),
          screen('content/blogs/:postId', () => import('../features/content/blog-editor-page')),
          screen('content/blog-categories', () => import('../features/content/blog-categories-page')),
          screen('content/messages', () => import('../features/content/messages-page')),
          screen('content/newsletter', () => import('../features/content/newsletter-page')),
          screen('gst', () => import('../features/gst/gst-page')),
          screen('search', () => import('../features/search/search-page')),
          screen('payments', () => import('../features/payments/payments-page')),
          screen('promotions', () => import('../features/promotions/promotions-page')),
          screen('delivery', () => import('../features/delivery/delivery-page')),
          screen('categories', () => import('../features/categories/categories-page')),
          screen('audit-log', () => import('../features/audit/audit-log-page')),
          screen('reviews', () => import('../features/reviews/reviews-page')),
          screen('staff', () => import('../features/staff/staff-page')),
          screen('reports', () => import('../features/reports/reports-page')),
          screen('*', () => import('./not-found-page')),
        ],
      },
    ],
  },
];

// The server serves this app under /admin/; Vite's base and the router's basename must agree.
export const router = createBrowserRouter(routes, { basename: '/admin' });
