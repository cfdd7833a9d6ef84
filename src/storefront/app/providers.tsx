import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { CartWishlistProvider } from '../components/layout/cart-wishlist/cart-wishlist-provider';
import { FlashProvider } from '../components/layout/flash/flash-provider';
import { Toasts } from '../components/layout/toasts/toasts';

/** App-wide state that must outlive page changes. Router-bound pieces (ScrollRestoration) live in the root layout. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <CartWishlistProvider>
        <FlashProvider>
          {children}
          <Toasts />
        </FlashProvider>
      </CartWishlistProvider>
    </QueryClientProvider>
  );
}
