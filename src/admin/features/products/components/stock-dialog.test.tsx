// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StockDialog } from './stock-dialog';

function renderDialog(stock: number) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <StockDialog product={{ _id: 'p-7', name: 'Havells 9 W bulb', stock }} onClose={onClose} />
    </QueryClientProvider>,
  );
  const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save adjustment' }));
  return { type, save, onClose };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the stock dialog checks a change before staff send it', () => {
  it('asks for a reason and a change, refuses 0 and a change below zero stock, sending nothing', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { type, save } = renderDialog(4);
    save();
    expect(screen.getByText('Reason is required')).toBeTruthy();

    type(/^Reason/, 'Breakage in the store room');
    type(/^Change/, '0');
    save();
    expect(screen.getByText('Enter a change other than 0')).toBeTruthy();

    type(/^Change/, '-5');
    save();
    expect(screen.getByText('Stock cannot go below 0 (at most −4)')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the stock after the change, and sends the change with its reason', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const { type, save } = renderDialog(4);
    type(/^Change/, '12');
    expect(screen.getByText('Stock after the change: 16')).toBeTruthy();
    type(/^Reason/, 'Delivery from supplier');
    save();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/admin/products/p-7/stock');
    expect(JSON.parse(String(init?.body))).toEqual({ delta: 12, reason: 'Delivery from supplier' });
    // The server could not be reached: the dialog stays open and says so.
    expect(await screen.findByText('The stock could not be adjusted')).toBeTruthy();
  });
});
