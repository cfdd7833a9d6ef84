import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Dashboard } from '../../../../shared/admin/admin-dashboard.schema';
import { apiRequest } from '../../../lib/api-client';

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
