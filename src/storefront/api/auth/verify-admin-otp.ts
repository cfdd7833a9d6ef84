import { useMutation } from '@tanstack/react-query';
import type { AuthSuccess, VerifyAdminOtpBody } from '../../../shared/auth/auth.schema';
import { apiRequest } from '../../lib/api-client';

/**
 * Spec §7 `POST /api/auth/verify-admin-otp`: the admin's second code turns the challenge into a session.
 * The challenge id from the sign-in answer goes with it: the code is bound to that sign-in (ADR 16).
 */
export function verifyAdminOtp(body: VerifyAdminOtpBody, fallbackMessage = 'Admin verification failed'): Promise<AuthSuccess> {
  return apiRequest<AuthSuccess>('/api/auth/verify-admin-otp', {
    method: 'POST',
    body,
    fallbackMessage,
    authRedirect: false,
  });
}

export function useVerifyAdminOtp(fallbackMessage?: string) {
  return useMutation({ mutationFn: (body: VerifyAdminOtpBody) => verifyAdminOtp(body, fallbackMessage) });
}
