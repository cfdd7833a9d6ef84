import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../api/types/page';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export interface CustomerRow {
  _id: string;
  username: string;
  email: string;
  createdAt: string;
  /** Confirmed their email with the sign-up code. */
  verified: boolean;
  blocked: boolean;
  orderCount: number;
  /** What their orders came to, in paise (cancelled and unpaid online orders left out). */
  spentPaise: number;
}

export interface CustomerListParams {
  q?: string;
  page: number;
}

export const customersQueryKey = ['admin', 'customers'] as const;

export function getCustomers(params: CustomerListParams, signal?: AbortSignal): Promise<Page<CustomerRow>> {
  return apiRequest<Page<CustomerRow>>(`/api/admin/customers${toQueryString({ ...params })}`, { signal, fallbackMessage: 'Could not load the customers' });
}

export function customersQueryOptions(params: CustomerListParams) {
  return queryOptions({ queryKey: [...customersQueryKey, 'list', params], queryFn: ({ signal }) => getCustomers(params, signal) });
}

export function useCustomers(params: CustomerListParams) {
  return useQuery({ ...customersQueryOptions(params), placeholderData: keepPreviousData });
}
