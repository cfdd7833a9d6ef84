// @vitest-environment happy-dom
// The storefront runs on Preact (ADR 8): its testing library, not React's.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceRange } from './price-range';
import { useShopFilters } from './use-shop-filters';

function ShopFilters() {
  const { filters, updateFilters } = useShopFilters();
  return (
    <>
      <PriceRange
        idPrefix="price"
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onCommit={(minPrice, maxPrice) => updateFilters({ minPrice, maxPrice })}
      />
      <Link to="/products/7">Ceiling fan</Link>
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

/** The shop and a product page whose code arrives only when the test says so, as a lazy route's chunk does. */
function renderShop() {
  let arrive = () => {};
  const chunk = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter(
    [
      {
        path: '/shop',
        Component: () => (
          <>
            <ShopFilters />
            <Where />
          </>
        ),
      },
      {
        path: '/products/:id',
        lazy: async () => {
          await chunk;
          return { Component: () => <Where /> };
        },
      },
    ],
    { initialEntries: ['/shop'] },
  );
  render(<RouterProvider router={router} />);
  return { router, arrive };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the shop price slider', () => {
  it('applies the price once the hand is still', async () => {
    vi.useFakeTimers();
    const { router } = renderShop();
    fireEvent.change(screen.getByRole('slider', { name: /^Min price/ }), { target: { value: '500' } });
    expect(router.state.location.search).toBe('');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    expect(router.state.location.search).toBe('?minPrice=500');
  });

  it('does not pull the shopper back to the shop when the price applies while the product they clicked loads', async () => {
    vi.useFakeTimers();
    const { router, arrive } = renderShop();
    fireEvent.change(screen.getByRole('slider', { name: /^Min price/ }), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('link', { name: 'Ceiling fan' }));
    expect(router.state.navigation.state).toBe('loading');

    // The slider's pause ends before the product page's code has arrived.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(400);
    });
    arrive();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10);
    });

    expect(router.state.location.pathname).toBe('/products/7');
    expect(screen.getByText('at /products/7')).toBeTruthy();
  });
});
