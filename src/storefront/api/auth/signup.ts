import { useMutation } from '@tanstack/react-query';
import type { SignupBody } from '../../../shared/auth/auth.schema';
import { apiRequest } from '../../lib/api-client';

export interface SignupResult {
  message: string;
  email: string;
}

/** Spec §7 `POST /api/auth/signup`: creates an unverified account and mails a code. */
export function signup(body: SignupBody): Promise<SignupResult> {
  return apiRequest<SignupResult>('/api/auth/signup', {
    method: 'POST',
    body,
    fallbackMessage: 'Registration failed',
    authRedirect: false,
  });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
