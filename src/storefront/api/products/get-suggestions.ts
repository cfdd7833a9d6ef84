import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSuggestion } from '../../../shared/catalog/product.schema';
import { apiRequest, toQueryString } from '../../lib/api-client';

export function getSuggestions(q: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  return apiRequest<ProductSuggestion[]>(`/api/products/suggest${toQueryString({ q })}`, { signal });
}

export function suggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: ['products', 'suggest', q],
    queryFn: ({ signal }) => getSuggestions(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 5 * 60_000,
  });
}

/**
 * Type-ahead for the navigation search box (at most 8 names); idle until 2 characters. The previous
 * names stay while the next query loads, so the list does not vanish under a shopper's arrow keys.
 */
export function useSuggestions(q: string) {
  return useQuery({ ...suggestionsQueryOptions(q), placeholderData: keepPreviousData });
}
