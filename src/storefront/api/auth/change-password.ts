import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

export interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

/** `PUT /api/auth/password`: needs the current password; the server signs out every other device. */
export function changePassword(body: ChangePasswordInput): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/password', {
    method: 'PUT',
    body,
    fallbackMessage: 'Could not update the password. Please try again.',
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
