import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Return, ReturnOptions, ReturnRequest } from '../../../shared/shopping/return.schema';
import { apiRequest } from '../../lib/api-client';

const optionsKey = (orderId: string) => ['returns', 'options', orderId] as const;
const orderReturnsKey = (orderId: string) => ['returns', 'order', orderId] as const;

/** `GET /api/orders/{id}/return-options`: whether a return may be asked for, until when, and of how many. */
export function useReturnOptions(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: optionsKey(orderId),
    queryFn: ({ signal }) => apiRequest<ReturnOptions>(`/api/orders/${encodeURIComponent(orderId)}/return-options`, { signal }),
    enabled,
    staleTime: 0,
  });
}

/** `GET /api/returns?orderId=`: this order's returns with their progress. */
export function useOrderReturns(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: orderReturnsKey(orderId),
    queryFn: ({ signal }) => apiRequest<Return[]>(`/api/returns?orderId=${encodeURIComponent(orderId)}`, { signal }),
    enabled,
    staleTime: 0,
  });
}

function useRefreshReturns(orderId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: optionsKey(orderId) }), queryClient.invalidateQueries({ queryKey: orderReturnsKey(orderId) })]);
}

/** `POST /api/orders/{id}/returns`. */
export function useRequestReturn(orderId: string) {
  const refresh = useRefreshReturns(orderId);
  return useMutation({
    mutationFn: (body: ReturnRequest) =>
      apiRequest<Return>(`/api/orders/${encodeURIComponent(orderId)}/returns`, {
        method: 'POST',
        body,
        fallbackMessage: 'The return could not be requested. Please try again.',
      }),
    onSuccess: refresh,
  });
}

/** `POST /api/returns/{id}/cancel`: only while staff have not answered. */
export function useCancelReturn(orderId: string) {
  const refresh = useRefreshReturns(orderId);
  return useMutation({
    mutationFn: (returnId: string) =>
      apiRequest<Return>(`/api/returns/${encodeURIComponent(returnId)}/cancel`, { method: 'POST', fallbackMessage: 'The return could not be withdrawn.' }),
    onSuccess: refresh,
  });
}

/** `POST /api/returns/photos`: one photo, checked and re-encoded as product images are; answers its address. */
export function uploadReturnPhoto(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<{ url: string }>('/api/returns/photos', { method: 'POST', body: form, fallbackMessage: 'The photo could not be uploaded.' });
}
