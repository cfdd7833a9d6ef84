import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../../shared/catalog/product-variants.schema';
import { ApiError, apiRequest } from '../../lib/api-client';

/** The product with its variant group, or null when there is none with this id (the not-found panel; the server answers the page 404). */
export async function getProduct(id: string, signal?: AbortSignal): Promise<ProductDetail | null> {
  try {
    return await apiRequest<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, {
      signal,
      fallbackMessage: 'Failed to load product details. Please try again.',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function productQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal),
  });
}

/** `data` null means the not-found panel; `error` is an ApiError for any other failure. */
export function useProduct(id: string) {
  return useQuery(productQueryOptions(id));
}
