import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminProductTable } from '../../../../shared/admin/admin-products.schema';
import { apiRequest, toQueryString } from '../../../lib/api-client';

/** How many matches the picker offers at once: enough to choose from, short enough to scan. */
const PICKER_RESULTS = 8;

/** Products whose name, brand or SKU contains `q` (the product table's own search), any status. */
export function searchProducts(q: string, signal?: AbortSignal): Promise<AdminProductTable> {
  return apiRequest<AdminProductTable>(`/api/admin/products/table${toQueryString({ q, pageSize: PICKER_RESULTS, sort: 'name', direction: 'asc' })}`, {
    signal,
    fallbackMessage: 'Could not search the products',
  });
}

export function useProductSearch(q: string) {
  return useQuery({
    ...queryOptions({ queryKey: ['admin', 'products', 'picker', q], queryFn: ({ signal }) => searchProducts(q, signal) }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
