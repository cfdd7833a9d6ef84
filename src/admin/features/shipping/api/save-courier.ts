import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Courier, CourierInput } from '../../../../shared/shipping/shipping.schema';
import { couriersQueryKey } from '../../../api/couriers/get-couriers';
import { apiRequest } from '../../../lib/api-client';

/** `POST /api/admin/couriers` (new) or `PUT /api/admin/couriers/{id}`. */
export function useSaveCourier() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CourierInput }) =>
      apiRequest<Courier>(id ? `/api/admin/couriers/${encodeURIComponent(id)}` : '/api/admin/couriers', {
        method: id ? 'PUT' : 'POST',
        body: input,
        fallbackMessage: 'The courier could not be saved',
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: couriersQueryKey }),
  });
}
