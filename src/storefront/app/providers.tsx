import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ToastContainer } from 'react-toastify';
import { queryClient } from '../lib/query-client';
import { CartWishlistProvider } from '../components/layout/cart-wishlist/cart-wishlist-provider';
import { FlashProvider } from '../components/layout/flash/flash-provider';

/** App-wide state that must outlive page changes. Router-bound pieces (ScrollRestoration) live in the root layout. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartWishlistProvider>
        <FlashProvider>
          {children}
          {/* Spec §9: toasts default to 5 s, top-right. */}
          {/* Top-right as the spec says, but below the sticky header so toasts never cover the cart and wishlist buttons. */}
          <ToastContainer position="top-right" autoClose={5000} newestOnTop style={{ top: 'calc(var(--nav-height) + 48px)' }} />
        </FlashProvider>
      </CartWishlistProvider>
    </QueryClientProvider>
  );
}
