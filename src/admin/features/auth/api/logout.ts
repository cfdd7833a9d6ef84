import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/logout` revokes the session server-side; `token` targets a session other than the stored one. */
export function logout(token?: string): Promise<unknown> {
  return apiRequest<unknown>('/api/auth/logout', { method: 'POST', body: {}, authRedirect: false, token });
}
