import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SavedAddress, SavedAddressBody } from '../../../shared/shopping/saved-address.schema';
import { apiRequest } from '../../lib/api-client';
import { addressesKey } from './get-addresses';

/** `POST /api/addresses` (no id) or `PUT /api/addresses/{id}`. */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SavedAddressBody }) =>
      apiRequest<SavedAddress>(id ? `/api/addresses/${encodeURIComponent(id)}` : '/api/addresses', {
        method: id ? 'PUT' : 'POST',
        body,
        fallbackMessage: 'The address could not be saved',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}

/** `DELETE /api/addresses/{id}`. */
export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/addresses/${encodeURIComponent(id)}`, { method: 'DELETE', fallbackMessage: 'The address could not be deleted' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesKey }),
  });
}
