import type { AuthSuccess } from '../../../../shared/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/admin/session`: trades the storefront's single-use hand-off code for an admin session of our own. */
export function exchangeHandoff(code: string): Promise<AuthSuccess> {
  return apiRequest<AuthSuccess>('/api/admin/session', {
    method: 'POST',
    body: { code },
    fallbackMessage: 'The link from the shop has expired. Please sign in.',
    authRedirect: false,
  });
}
