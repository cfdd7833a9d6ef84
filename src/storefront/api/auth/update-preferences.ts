import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences, Profile } from '../../../shared/auth/auth.schema';
import { apiRequest } from '../../lib/api-client';
import { profileQueryKey } from './get-profile';

/** `PUT /api/auth/preferences`: the three mail opt-ins; answers the stored values. */
export function updatePreferences(body: Preferences): Promise<Preferences> {
  return apiRequest<Preferences>('/api/auth/preferences', {
    method: 'PUT',
    body,
    fallbackMessage: 'Could not save your preferences. Please try again.',
  });
}

/** Writes the saved values into the cached profile so the form stays in step without a refetch. */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData<Profile>(profileQueryKey, (profile) => (profile ? { ...profile, preferences } : profile));
    },
  });
}
