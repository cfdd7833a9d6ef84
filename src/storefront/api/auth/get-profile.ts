import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '../../../shared/auth/auth.schema';
import { apiRequest } from '../../lib/api-client';

export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiRequest<Profile>('/api/auth/profile', {
    signal,
    fallbackMessage: 'Failed to fetch profile data',
    // Spec §8: the profile page shows its own 'Session expired' notice before redirecting.
    authRedirect: false,
  });
}

export const profileQueryKey = ['auth', 'profile'] as const;

export function profileQueryOptions() {
  return queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal), staleTime: 0 });
}

/** Pass `enabled: false` without a stored token so no request is made for a visitor. */
export function useProfile(enabled: boolean) {
  return useQuery({ ...profileQueryOptions(), enabled });
}
