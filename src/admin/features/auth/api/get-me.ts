import type { PublicUser } from '../../../../shared/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/me`: proves a stored token is still a live admin session. */
export function getMe(): Promise<PublicUser> {
  return apiRequest<PublicUser>('/api/admin/me', { authRedirect: false });
}
