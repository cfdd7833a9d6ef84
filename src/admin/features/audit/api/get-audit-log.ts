import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditPage } from '../../../../shared/admin/admin-audit.schema';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export interface AuditFilter {
  page: number;
  person?: string;
  kind?: string;
  from?: string;
  to?: string;
}

export function getAuditLog(filter: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest<AuditPage>(`/api/admin/audit-log${toQueryString({ ...filter })}`, { signal, fallbackMessage: 'Could not load the audit log' });
}

export function auditLogQueryOptions(filter: AuditFilter) {
  return queryOptions({ queryKey: ['admin', 'audit-log', filter], queryFn: ({ signal }) => getAuditLog(filter, signal) });
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({ ...auditLogQueryOptions(filter), placeholderData: keepPreviousData });
}
