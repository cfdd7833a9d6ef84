import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '../../../shared/catalog/product.schema';
import { apiRequest } from '../../lib/api-client';

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return apiRequest<Product>(`/api/products/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'Failed to load product details. Please try again.',
  });
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

/** `error` is an ApiError; status 404 means the not-found panel. */
export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
