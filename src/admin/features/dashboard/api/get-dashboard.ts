import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSummary } from '../../../api/types/orders';
import { apiRequest } from '../../../lib/api-client';

export interface PeriodFigures {
  orders: number;
  /** Rupees. */
  revenue: number;
}

export interface Dashboard {
  today: PeriodFigures;
  month: PeriodFigures;
  lowStock: { _id: string; name: string; stock: number }[];
  latestOrders: OrderSummary[];
  newCustomers: { _id: string; username: string; email: string; createdAt: string }[];
}

export function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  return apiRequest<Dashboard>('/api/admin/dashboard', { signal, fallbackMessage: 'Could not load the dashboard' });
}

export function dashboardQueryOptions() {
  // The figures move with every order: refresh a visible dashboard every minute.
  return queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: ({ signal }) => getDashboard(signal), refetchInterval: 60_000 });
}

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
