import { apiRequest } from '../../lib/api-client';

/** `POST /api/auth/resend-otp`: mails a fresh registration code; answers the same whether or not the account exists. */
export function resendOtp(email: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/resend-otp', {
    method: 'POST',
    body: { email },
    fallbackMessage: 'Could not send a new code. Please try again.',
    authRedirect: false,
  });
}
