import { useMutation } from '@tanstack/react-query';
import type { AuthSuccess } from '../../../shared/auth/auth.schema';
import { apiRequest } from '../../lib/api-client';

export interface VerifyOtpInput {
  email: string;
  otp: string;
}

/** Spec §7 `POST /api/auth/verify-otp`: confirms the registration code. */
export function verifyOtp(body: VerifyOtpInput): Promise<AuthSuccess> {
  return apiRequest<AuthSuccess>('/api/auth/verify-otp', {
    method: 'POST',
    body,
    fallbackMessage: 'OTP verification failed',
    authRedirect: false,
  });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
