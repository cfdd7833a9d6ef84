import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Return, ReturnMove } from '../../../../shared/shopping/return.schema';
import type { ReturnStatus } from '../../../../shared/shopping/return-status';
import type { AdminPage as Page } from '../../../../shared/admin/admin-page.schema';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export type AdminReturn = Return & { moves: ReturnStatus[] };

export interface ReturnSettings {
  categories: { slug: string; name: string; returnWindowDays: number }[];
  nonReturnable: { _id: string; name: string }[];
}

const returnsKey = ['admin', 'returns'] as const;
const settingsKey = ['admin', 'return-settings'] as const;

/** `GET /api/admin/returns`: newest first, optionally of one status. */
export function useReturns(params: { status?: ReturnStatus; page: number; pageSize: number }) {
  return useQuery({
    queryKey: [...returnsKey, 'list', params],
    queryFn: ({ signal }) =>
      apiRequest<Page<Return>>(`/api/admin/returns${toQueryString({ ...params })}`, { signal, fallbackMessage: 'Could not load the returns' }),
    placeholderData: keepPreviousData,
  });
}

export function useReturn(id: string) {
  return useQuery({
    queryKey: [...returnsKey, 'detail', id],
    queryFn: ({ signal }) => apiRequest<AdminReturn>(`/api/admin/returns/${encodeURIComponent(id)}`, { signal, fallbackMessage: 'Could not load the return' }),
    staleTime: 0,
  });
}

/** `PATCH /api/admin/returns/{id}`: 409 with the server's reason when the move is not in the table or lost a race. */
export function useMoveReturn(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: ReturnMove) =>
      apiRequest<AdminReturn>(`/api/admin/returns/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: move,
        fallbackMessage: 'The return could not be changed',
      }),
    onSuccess: (ret) => {
      client.setQueryData([...returnsKey, 'detail', id], ret);
      void client.invalidateQueries({ queryKey: returnsKey });
      // Receiving restocks products.
      void client.invalidateQueries({ queryKey: ['admin', 'products'] });
    },
  });
}

export function useReturnSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiRequest<ReturnSettings>('/api/admin/return-settings', { signal }) });
}

export function useSetReturnWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, days }: { slug: string; days: number }) =>
      apiRequest(`/api/admin/return-settings/categories/${encodeURIComponent(slug)}`, {
        method: 'PUT',
        body: { returnWindowDays: days },
        fallbackMessage: 'The return window could not be saved',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey }),
  });
}

export function useSetNonReturnable() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, nonReturnable }: { productId: string; nonReturnable: boolean }) =>
      apiRequest(`/api/admin/return-settings/products/${encodeURIComponent(productId)}`, {
        method: 'PUT',
        body: { nonReturnable },
        fallbackMessage: 'The product could not be changed',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey }),
  });
}
