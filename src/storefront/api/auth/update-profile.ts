import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Profile, PublicUser } from '../../../shared/auth/auth.schema';
import { apiRequest } from '../../lib/api-client';
import { readToken, saveSession } from '../../lib/auth-storage';
import { profileQueryKey } from './get-profile';

/** The stored user (spec §3 browser storage) follows a name or email change. */
function storeUser(user: PublicUser): void {
  const token = readToken();
  if (token) saveSession(token, user);
}

/** `PATCH /api/auth/profile`: the name pencil saves at once. */
export function useUpdateName() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (username: string) =>
      apiRequest<Profile>('/api/auth/profile', { method: 'PATCH', body: { username }, fallbackMessage: 'Could not save your name. Please try again.' }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      storeUser({ _id: profile._id, username: profile.username, email: profile.email, isAdmin: profile.isAdmin });
    },
  });
}

/** `POST /api/auth/email-change`: a code goes to the new address; nothing changes yet. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (body: { newEmail: string; password: string }) =>
      apiRequest<{ message: string; email: string }>('/api/auth/email-change', {
        method: 'POST',
        body,
        fallbackMessage: 'Could not send the code. Please try again.',
        // A wrong password is an answer for the form, not an ended session.
        authRedirect: false,
      }),
  });
}

/** `POST /api/auth/email-change/verify`: the code from the new address makes the change. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { newEmail: string; otp: string }) =>
      apiRequest<{ message: string; user: PublicUser }>('/api/auth/email-change/verify', {
        method: 'POST',
        body,
        fallbackMessage: 'OTP verification failed',
        authRedirect: false,
      }),
    onSuccess: ({ user }) => {
      queryClient.setQueryData<Profile>(profileQueryKey, (profile) => (profile ? { ...profile, email: user.email } : profile));
      storeUser(user);
    },
  });
}
