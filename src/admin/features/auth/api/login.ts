import { useMutation } from '@tanstack/react-query';
import type { AdminChallenge, AuthSuccess, LoginBody } from '../../../../shared/auth/auth.schema';
import { apiRequest } from '../../../lib/api-client';

export type LoginResult = AuthSuccess | AdminChallenge;

/** `POST /api/auth/login`: an admin gets a second-code challenge; a customer gets a session straight away. */
export function login(body: LoginBody): Promise<LoginResult> {
  return apiRequest<LoginResult>('/api/auth/login', { method: 'POST', body, fallbackMessage: 'Sign-in failed', authRedirect: false });
}

export function isAdminChallenge(result: LoginResult): result is AdminChallenge {
  return 'requiresOTP' in result && result.requiresOTP;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
