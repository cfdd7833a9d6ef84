import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** `DELETE /api/auth/account`: needs the password; personal data goes, orders stay anonymised. */
export function deleteAccount(password: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/auth/account', {
    method: 'DELETE',
    body: { password },
    fallbackMessage: 'Could not delete the account. Please try again.',
    // A 403 here means "this account cannot be deleted" and belongs in the dialog, not a redirect.
    authRedirect: false,
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
