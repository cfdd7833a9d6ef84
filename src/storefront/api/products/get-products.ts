import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { ProductSort } from '../../../shared/catalog/product-list-options';
import type { ProductListResponse } from '../../../shared/catalog/product.schema';
import { apiRequest, toQueryString } from '../../lib/api-client';

/** Mirrors the API's `GET /api/products` query (all optional). */
export interface ProductListParams {
  category?: string;
  sub?: string;
  q?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: ProductSort;
  inStock?: boolean;
  onSale?: boolean;
  isNew?: boolean;
  featured?: boolean;
  bestSeller?: boolean;
  page?: number;
  pageSize?: number;
  /** Attribute filters as canonical URL entries (`f.base`, `r.wattage`, `brand`, `rating`; shared/catalog/attribute-filters.ts). */
  attributeFilters?: [string, string][];
}

function listUrl({ attributeFilters = [], ...params }: ProductListParams): string {
  const query = toQueryString({ ...params });
  if (attributeFilters.length === 0) return `/api/products${query}`;
  const filters = new URLSearchParams(attributeFilters).toString();
  return `/api/products${query ? `${query}&` : '?'}${filters}`;
}

export function getProducts(params: ProductListParams, signal?: AbortSignal): Promise<ProductListResponse> {
  return apiRequest<ProductListResponse>(listUrl(params), {
    signal,
    fallbackMessage: 'Something went wrong while fetching products.',
  });
}

export function productsQueryOptions(params: ProductListParams) {
  return queryOptions({
    queryKey: ['products', 'list', params],
    queryFn: ({ signal }) => getProducts(params, signal),
  });
}

/** Keeps the previous page on screen while the next filter/page loads, so the grid does not jump. */
export function useProducts(params: ProductListParams) {
  return useQuery({ ...productsQueryOptions(params), placeholderData: keepPreviousData });
}
