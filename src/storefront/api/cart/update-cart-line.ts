import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartLine } from '../../../shared/shopping/cart.schema';
import { apiRequest } from '../../lib/api-client';

export interface UpdateCartLineInput {
  lineId: string;
  quantity: number;
}

/** Spec §7 `PUT /api/carts/{id}`; answers the updated line. */
export function updateCartLine({ lineId, quantity }: UpdateCartLineInput): Promise<CartLine> {
  return apiRequest<CartLine>(`/api/carts/${encodeURIComponent(lineId)}`, {
    method: 'PUT',
    body: { quantity },
    fallbackMessage: 'Failed to update quantity',
  });
}

/** Spec §4: the line changes on screen only after the server accepted it, and without a refetch. */
export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLine,
    onSuccess: (line) =>
      queryClient.setQueriesData<CartLine[]>({ queryKey: ['carts'] }, (lines) => lines?.map((current) => (current._id === line._id ? line : current))),
  });
}
