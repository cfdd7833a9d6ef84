import { useMutation } from '@tanstack/react-query';
import type { AuthSuccess, VerifyAdminOtpBody } from '../../../../shared/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/auth/verify-admin-otp`: the emailed code, with the sign-in's challenge id (ADR 16), turns the challenge into a session. */
export function verifyAdminOtp(body: VerifyAdminOtpBody): Promise<AuthSuccess> {
  return apiRequest<AuthSuccess>('/api/auth/verify-admin-otp', { method: 'POST', body, fallbackMessage: 'The code could not be checked', authRedirect: false });
}

export function useVerifyAdminOtp() {
  return useMutation({ mutationFn: verifyAdminOtp });
}
