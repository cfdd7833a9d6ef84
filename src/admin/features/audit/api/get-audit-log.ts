import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../../shared/admin/admin-audit.schema';
import type { AdminPage } from '../../../../shared/admin/admin-page.schema';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export function getAuditLog(page: number, signal?: AbortSignal): Promise<AdminPage<AuditEntry>> {
  return apiRequest<AdminPage<AuditEntry>>(`/api/admin/audit-log${toQueryString({ page })}`, { signal, fallbackMessage: 'Could not load the audit log' });
}

export function auditLogQueryOptions(page: number) {
  return queryOptions({ queryKey: ['admin', 'audit-log', page], queryFn: ({ signal }) => getAuditLog(page, signal) });
}

export function useAuditLog(page: number) {
  return useQuery({ ...auditLogQueryOptions(page), placeholderData: keepPreviousData });
}
