import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products-table';

/** `DELETE /api/admin/products/{id}`: a soft delete; orders that contain the product keep it. */
export function deleteProduct(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/admin/products/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'The product could not be deleted',
  });
}

export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: productsQueryKey });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
