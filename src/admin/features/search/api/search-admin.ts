import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchMissesResponse, SynonymGroup } from '../../../../shared/search/search-admin.schema';
import { apiRequest } from '../../../lib/api-client';

const synonymsKey = ['search', 'synonyms'] as const;

/** `GET /api/admin/search/synonyms`: every group, oldest first. */
export function useSynonyms() {
  return useQuery({ queryKey: synonymsKey, queryFn: ({ signal }) => apiRequest<SynonymGroup[]>('/api/admin/search/synonyms', { signal }) });
}

/** Adds a group (no id) or replaces one's words; searches use it at once. */
export function useSaveSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, terms }: { id?: string; terms: string[] }) =>
      apiRequest<SynonymGroup>(id ? `/api/admin/search/synonyms/${id}` : '/api/admin/search/synonyms', {
        method: id ? 'PUT' : 'POST',
        body: { terms },
        fallbackMessage: 'The synonyms could not be saved',
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: synonymsKey }),
  });
}

export function useDeleteSynonyms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`/api/admin/search/synonyms/${id}`, { method: 'DELETE', fallbackMessage: 'The group could not be removed' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: synonymsKey }),
  });
}

/** `GET /api/admin/search/misses`: searches that found nothing, most frequent first. */
export function useSearchMisses(page: number) {
  return useQuery({
    queryKey: ['search', 'misses', page],
    queryFn: ({ signal }) => apiRequest<SearchMissesResponse>(`/api/admin/search/misses?page=${page}&pageSize=50`, { signal }),
  });
}
