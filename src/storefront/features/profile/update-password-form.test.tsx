// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PASSWORD_MIN } from '../../../shared/auth/auth.schema';
import { UpdatePasswordForm } from './update-password-form';

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UpdatePasswordForm />
    </QueryClientProvider>,
  );
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Update Password' }));
  return { type, send };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the password form checks what was typed with the shared schema before sending anything', () => {
  it('names each missing or short field with the API’s own words', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const { type, send } = renderForm();
    type('New Password', 'short');
    send();
    expect(screen.getByText('Current password is required')).toBeTruthy();
    expect(screen.getByText(`Password must be at least ${PASSWORD_MIN} characters`)).toBeTruthy();
    expect(screen.getByLabelText(/^Current Password/).getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that differs, then clears the messages and sends only the two passwords', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const { type, send } = renderForm();
    type('Current Password', 'river-lamp-42');
    type('New Password', 'a-new-long-password');
    type('Confirm New Password', 'a-new-long-passwort');
    send();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();

    type('Confirm New Password', 'a-new-long-password');
    send();
    expect(screen.queryByText('Passwords do not match')).toBeNull();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/password');
    expect(JSON.parse(String(init?.body))).toEqual({ currentPassword: 'river-lamp-42', newPassword: 'a-new-long-password' });
  });
});
