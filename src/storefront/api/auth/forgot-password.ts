import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** `POST /api/auth/forgot-password`: mails a reset code; answers alike for unknown emails (no enumeration). */
export function forgotPassword(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/forgot-password', {
    method: 'POST',
    body: { email },
    fallbackMessage: 'Could not send the reset code. Please try again.',
    authRedirect: false,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
