import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '../../../../shared/shopping/order.schema';
import { apiRequest } from '../../../lib/api-client';
import { customersQueryKey, type CustomerRow } from './get-customers';

export interface CustomerDetail {
  customer: CustomerRow;
  orders: Order[];
}

export function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiRequest<CustomerDetail>(`/api/admin/customers/${encodeURIComponent(id)}`, { signal, fallbackMessage: 'Could not load the customer' });
}

export function customerQueryOptions(id: string) {
  return queryOptions({ queryKey: [...customersQueryKey, 'detail', id], queryFn: ({ signal }) => getCustomer(id, signal) });
}

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}
