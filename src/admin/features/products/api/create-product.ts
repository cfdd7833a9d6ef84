import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct, ProductInput } from '../../../../shared/admin/admin-products.schema';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products-table';

/** `POST /api/admin/products` → 201 AdminProduct. */
export function createProduct(input: ProductInput): Promise<AdminProduct> {
  return apiRequest<AdminProduct>('/api/admin/products', { method: 'POST', body: input, fallbackMessage: 'The product could not be created' });
}

export function useCreateProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: (product) => {
      client.setQueryData([...productsQueryKey, 'detail', product._id], product);
      void client.invalidateQueries({ queryKey: [...productsQueryKey, 'table'] });
    },
  });
}
