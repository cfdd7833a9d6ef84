import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CustomerSummary } from '../../../../shared/admin/admin-customers.schema';
import type { AdminPage } from '../../../../shared/admin/admin-page.schema';
import { apiRequest, toQueryString } from '../../../lib/api-client';

/** A customer as the list and the detail page show them (the server's response schema). */
export type CustomerRow = CustomerSummary;

export interface CustomerListParams {
  q?: string;
  page: number;
}

export const customersQueryKey = ['admin', 'customers'] as const;

export function getCustomers(params: CustomerListParams, signal?: AbortSignal): Promise<AdminPage<CustomerRow>> {
  return apiRequest<AdminPage<CustomerRow>>(`/api/admin/customers${toQueryString({ ...params })}`, { signal, fallbackMessage: 'Could not load the customers' });
}

export function customersQueryOptions(params: CustomerListParams) {
  return queryOptions({ queryKey: [...customersQueryKey, 'list', params], queryFn: ({ signal }) => getCustomers(params, signal) });
}

export function useCustomers(params: CustomerListParams) {
  return useQuery({ ...customersQueryOptions(params), placeholderData: keepPreviousData });
}
