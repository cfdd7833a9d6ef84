import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export interface ResetPasswordInput {
  email: string;
  otp: string;
  password: string;
}

/** `POST /api/auth/reset-password`: the emailed code sets a new password. */
export function resetPassword(body: ResetPasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/reset-password', {
    method: 'POST',
    body,
    fallbackMessage: 'Could not reset the password. Please try again.',
    authRedirect: false,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
