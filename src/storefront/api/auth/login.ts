import { useMutation } from '@tanstack/react-query';
import type { AdminChallenge, AuthSuccess, LoginBody } from '../../../shared/auth/auth.schema';
import { ApiError, apiRequest } from '../../lib/api-client';

export type LoginResult = AuthSuccess | AdminChallenge;

/** Spec §7 `POST /api/auth/login`: a customer gets a session, an admin gets a second-code challenge. */
export function login(body: LoginBody): Promise<LoginResult> {
  return apiRequest<LoginResult>('/api/auth/login', {
    method: 'POST',
    body,
    fallbackMessage: 'Login failed',
    authRedirect: false,
  });
}

export function isAdminChallenge(result: LoginResult): result is AdminChallenge {
  return 'requiresOTP' in result && result.requiresOTP;
}

/** The server's 403 for an account whose email was never confirmed (it mails a fresh code with it). */
export function isUnverifiedEmailError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.message.startsWith('Please verify your email');
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
