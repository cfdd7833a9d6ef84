import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductInput } from '../../../../shared/admin/admin-products.schema';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products-table';

/** `PUT /api/admin/products/{id}`: the whole product, every field. */
export function updateProduct(id: string, input: ProductInput): Promise<AdminProduct> {
  return apiRequest<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: 'The product could not be saved',
  });
}

export function useUpdateProduct(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProductInput) => updateProduct(id, input),
    onSuccess: (product) => {
      client.setQueryData([...productsQueryKey, 'detail', product._id], product);
      void client.invalidateQueries({ queryKey: [...productsQueryKey, 'table'] });
      // Stock and names show on the dashboard's low-stock list.
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
