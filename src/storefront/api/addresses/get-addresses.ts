import { useQuery } from '@tanstack/react-query';
import type { SavedAddress } from '../../../shared/shopping/saved-address.schema';
import { apiRequest } from '../../lib/api-client';

export const addressesKey = ['addresses'] as const;

/** `GET /api/addresses`: the shopper's saved addresses, the last used first. */
export function useAddresses(enabled: boolean) {
  return useQuery({
    queryKey: addressesKey,
    queryFn: ({ signal }) => apiRequest<SavedAddress[]>('/api/addresses', { signal, fallbackMessage: 'Could not load your addresses' }),
    enabled,
  });
}
