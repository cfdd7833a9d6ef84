import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderStatus } from '../../../../shared/shopping/order-status';
import type { OrderSummary } from '../../../../shared/admin/admin-orders.schema';
import type { AdminPage } from '../../../../shared/admin/admin-page.schema';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export interface OrderListParams {
  status?: OrderStatus;
  /** YYYY-MM-DD, inclusive. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
  pageSize: number;
}

export const ordersQueryKey = ['admin', 'orders'] as const;

export function getOrders(params: OrderListParams, signal?: AbortSignal): Promise<AdminPage<OrderSummary>> {
  return apiRequest<AdminPage<OrderSummary>>(`/api/admin/orders${toQueryString({ ...params })}`, { signal, fallbackMessage: 'Could not load the orders' });
}

export function ordersQueryOptions(params: OrderListParams) {
  return queryOptions({ queryKey: [...ordersQueryKey, 'list', params], queryFn: ({ signal }) => getOrders(params, signal) });
}

export function useOrders(params: OrderListParams) {
  return useQuery({ ...ordersQueryOptions(params), placeholderData: keepPreviousData });
}
