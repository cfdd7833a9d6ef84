import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export function createAdminHandoff(): Promise<{ code: string; expiresInSeconds: number }> {
  return apiRequest('/api/admin/handoff', { method: 'POST', fallbackMessage: 'Could not open the admin site' });
}

/**
 * Opens the admin site with a single-use, one-minute code in the URL fragment — never the
 * session token, which would leak through history, logs and Referer. The admin app swaps the
 * code for its own session and wipes it from the address at once.
 */
export function useOpenAdminSite() {
  return useMutation({
    mutationFn: createAdminHandoff,
    onSuccess: ({ code }) => window.location.assign(`/admin/#handoff=${encodeURIComponent(code)}`),
  });
}
