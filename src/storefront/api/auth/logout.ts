import { apiRequest } from '../../lib/api-client';

/** Spec §7 `POST /api/auth/logout`: revokes the session on the server; the answer is not read. */
export function logout(): Promise<unknown> {
  // A dead session must not bounce the shopper to /sign-in: they are leaving anyway.
  return apiRequest<unknown>('/api/auth/logout', { method: 'POST', body: {}, authRedirect: false });
}
