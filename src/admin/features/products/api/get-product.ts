import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct } from '../../../../shared/admin/admin-products.schema';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products-table';

export function getProduct(id: string, signal?: AbortSignal): Promise<AdminProduct> {
  return apiRequest<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}`, { signal, fallbackMessage: 'Could not load the product' });
}

export function productQueryOptions(id: string) {
  return queryOptions({ queryKey: [...productsQueryKey, 'detail', id], queryFn: ({ signal }) => getProduct(id, signal) });
}

export function useProduct(id: string | undefined) {
  return useQuery({ ...productQueryOptions(id ?? ''), enabled: id !== undefined, staleTime: 0 });
}
