// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCartWishlist } from './cart-wishlist-context';
import { CartWishlistProvider } from './cart-wishlist-provider';

function CartBadge() {
  const { cartCount } = useCartWishlist();
  return <p>cart {cartCount}</p>;
}

const line = { _id: 'line-1', quantity: 1, product: { _id: '7', name: 'Havells 9 W bulb' } };

/**
 * The server's side of a sign-in: the account's cart is empty until the merge lands. The cart's
 * first read is sent before the merge and, as on a busy machine, answered only after it.
 */
function stubServer() {
  let merged = false;
  let mergeAnswered = () => {};
  const afterMerge = new Promise<void>((resolve) => (mergeAnswered = resolve));
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  const reads: string[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = String(input);
    if (path === '/api/carts/merge' && init?.method === 'POST') {
      merged = true;
      const answer = json([line]);
      queueMicrotask(mergeAnswered);
      return answer;
    }
    if (path === '/api/carts') {
      const lines = merged ? [line] : [];
      reads.push(merged ? 'after the merge' : 'before the merge');
      if (!merged) await afterMerge.then(() => new Promise((resolve) => setTimeout(resolve, 5)));
      return json(lines);
    }
    if (path.startsWith('/api/users/wishlists/')) return json([]);
    throw new Error(`unexpected request ${path}`);
  });
  return { reads };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a visitor’s cart at sign-in', () => {
  it('counts the merged lines even when the cart’s first read answers after the merge', async () => {
    localStorage.setItem('token', 'session-token');
    localStorage.setItem('userId', 'user-1');
    localStorage.setItem('guestCart', JSON.stringify([{ productId: '7', name: 'Havells 9 W bulb', price: 9900, imageUrl: '/a.png', quantity: 1 }]));
    const { reads } = stubServer();

    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CartWishlistProvider>
          <CartBadge />
        </CartWishlistProvider>
      </QueryClientProvider>,
    );

    await waitFor(() => expect(localStorage.getItem('guestCart')).toBeNull());
    await waitFor(() => expect(screen.getByText('cart 1')).toBeTruthy());
    // Still 1 once every read has been answered: the early, empty answer did not win.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(screen.getByText('cart 1')).toBeTruthy();
    expect(reads[0]).toBe('before the merge');
  });
});
