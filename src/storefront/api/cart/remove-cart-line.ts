import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartLine } from '../../../shared/shopping/cart.schema';
import { apiRequest } from '../../lib/api-client';

/** Spec §7 `DELETE /api/carts/{id}`. */
export async function removeCartLine(lineId: string): Promise<void> {
  await apiRequest<unknown>(`/api/carts/${encodeURIComponent(lineId)}`, {
    method: 'DELETE',
    fallbackMessage: 'Failed to remove item',
  });
}

/** Drops the line from every cached cart, which also lowers the navigation badge at once. */
export function useRemoveCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCartLine,
    onSuccess: (_result, lineId) => queryClient.setQueriesData<CartLine[]>({ queryKey: ['carts'] }, (lines) => lines?.filter((line) => line._id !== lineId)),
  });
}
