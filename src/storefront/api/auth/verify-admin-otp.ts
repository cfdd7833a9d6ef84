import { useMutation } from '@tanstack/react-query';
import type { AuthSuccess } from '../../../shared/auth/auth.schema';
import { apiRequest } from '../../lib/api-client';
import type { VerifyOtpInput } from './verify-otp';

/** Spec §7 `POST /api/auth/verify-admin-otp`: the admin's second code turns the challenge into a session. */
export function verifyAdminOtp(body: VerifyOtpInput, fallbackMessage = 'Admin verification failed'): Promise<AuthSuccess> {
  return apiRequest<AuthSuccess>('/api/auth/verify-admin-otp', {
    method: 'POST',
    body,
    fallbackMessage,
    authRedirect: false,
  });
}

export function useVerifyAdminOtp(fallbackMessage?: string) {
  return useMutation({ mutationFn: (body: VerifyOtpInput) => verifyAdminOtp(body, fallbackMessage) });
}
