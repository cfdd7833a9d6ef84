import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerDetail } from '../../../../shared/admin/admin-customers.schema';
import { apiRequest } from '../../../lib/api-client';
import { customersQueryKey } from './get-customers';

export function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerDetail> {
  return apiRequest<CustomerDetail>(`/api/admin/customers/${encodeURIComponent(id)}`, { signal, fallbackMessage: 'Could not load the customer' });
}

export function customerQueryOptions(id: string) {
  return queryOptions({ queryKey: [...customersQueryKey, 'detail', id], queryFn: ({ signal }) => getCustomer(id, signal) });
}

export function useCustomer(id: string) {
  return useQuery(customerQueryOptions(id));
}
