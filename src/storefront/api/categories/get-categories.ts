import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../shared/catalog/category.schema';
import { apiRequest } from '../../lib/api-client';

export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/api/categories', { signal });
}

export function categoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 10 * 60_000,
  });
}

/** The ten top-level categories with their sub-menu groups, in display order. `enabled: false` waits (a menu not yet opened). */
export function useCategories(enabled = true) {
  return useQuery({ ...categoriesQueryOptions(), enabled });
}
