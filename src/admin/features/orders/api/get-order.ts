import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOrder } from '../../../../shared/admin/admin-orders.schema';
import { apiRequest } from '../../../lib/api-client';
import { ordersQueryKey } from './get-orders';

export function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrder> {
  return apiRequest<AdminOrder>(`/api/admin/orders/${encodeURIComponent(id)}`, { signal, fallbackMessage: 'Could not load the order' });
}

export function orderQueryOptions(id: string) {
  return queryOptions({ queryKey: [...ordersQueryKey, 'detail', id], queryFn: ({ signal }) => getOrder(id, signal), staleTime: 0 });
}

export function useOrder(id: string) {
  return useQuery(orderQueryOptions(id));
}
