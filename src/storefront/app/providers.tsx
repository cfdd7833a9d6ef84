import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { CartWishlistProvider } from '../components/layout/cart-wishlist/cart-wishlist-provider';
import { FlashProvider } from '../components/layout/flash/flash-provider';
import { Toasts } from '../components/layout/toasts/toasts';

/** App-wide state that must outlive page changes. Router-bound pieces (ScrollRestoration) live in the root layout. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
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
