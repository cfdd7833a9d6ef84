import type { StaffUser } from '../../../../shared/admin/staff.schema';
import { apiRequest } from '../../../lib/api-client';

/** `GET /api/admin/me`: proves a stored token is still a live admin session. */
export function getMe(): Promise<StaffUser> {
  return apiRequest<StaffUser>('/api/admin/me', { authRedirect: false });
}
