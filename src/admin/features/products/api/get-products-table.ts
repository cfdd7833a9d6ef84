import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProduct, adminProductSorts } from '../../../../shared/admin/admin-products.schema';
import type { ProductStatus } from '../../../../shared/catalog/product-status';
import type { AdminPage } from '../../../../shared/admin/admin-page.schema';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export type ProductSortKey = (typeof adminProductSorts)[number];

export interface ProductTableParams {
  q?: string;
  category?: string;
  sort: ProductSortKey;
  direction: 'asc' | 'desc';
  lowStock?: boolean;
  status?: ProductStatus;
  page: number;
  pageSize: number;
}

export const productsQueryKey = ['admin', 'products'] as const;

export function getProductsTable(params: ProductTableParams, signal?: AbortSignal): Promise<AdminPage<AdminProduct>> {
  return apiRequest<AdminPage<AdminProduct>>(`/api/admin/products/table${toQueryString({ ...params })}`, {
    signal,
    fallbackMessage: 'Could not load the products',
  });
}

export function productsTableQueryOptions(params: ProductTableParams) {
  return queryOptions({ queryKey: [...productsQueryKey, 'table', params], queryFn: ({ signal }) => getProductsTable(params, signal) });
}

/** Keeps the current rows on screen while the next page or sort loads, so the table does not jump. */
export function useProductsTable(params: ProductTableParams) {
  return useQuery({ ...productsTableQueryOptions(params), placeholderData: keepPreviousData });
}
