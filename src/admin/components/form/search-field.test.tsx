// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
// The DOM RouterProvider would load a second copy of react-router under vitest; this one only warns
// that it cannot flushSync, which the navigations tested here do not depend on.
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';
import { useListParams } from '../../lib/use-list-params';

function OrdersList() {
  const params = useListParams();
  return (
    <>
      <SearchField label="Search" value={params.get('q')} onSearch={(q) => params.update({ q })} />
      <Link to="/orders/o-13">#13</Link>
    </>
  );
}

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

/** The orders list and an order page whose code arrives only when the test says so, as a lazy route's chunk does. */
function renderRouter() {
  let arrive = () => {};
  const chunk = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter(
    [
      {
        path: '/orders',
        Component: () => (
          <>
            <OrdersList />
            <Where />
          </>
        ),
      },
      {
        path: '/orders/:id',
        lazy: async () => {
          await chunk;
          return { Component: () => <Where /> };
        },
      },
    ],
    // The admin's basename: the router's own paths carry it, React's do not.
    { initialEntries: ['/admin/orders'], basename: '/admin' },
  );
  render(<RouterProvider router={router} />);
  return { router, arrive };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('list filters in the address', () => {
  it('applies a typed search after the pause', async () => {
    vi.useFakeTimers();
    const { router } = renderRouter();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '13' } });
    expect(router.state.location.search).toBe('');
    await act(async () => vi.advanceTimersByTimeAsync(400));
    expect(router.state.location.search).toBe('?q=13');
  });

  it('does not pull staff back to the list when the search applies while the page they clicked loads', async () => {
    vi.useFakeTimers();
    const { router, arrive } = renderRouter();
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: '13' } });
    fireEvent.click(screen.getByRole('link', { name: '#13' }));
    expect(router.state.navigation.state).toBe('loading');

    // The typing pause ends before the order page's code has arrived.
    await act(async () => vi.advanceTimersByTimeAsync(400));
    arrive();
    await act(async () => vi.advanceTimersByTimeAsync(10));

    expect(router.state.location.pathname).toBe('/admin/orders/o-13');
    expect(screen.getByText('at /orders/o-13')).toBeTruthy();
  });
});
