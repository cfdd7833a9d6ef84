import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../api/types/page';
import { apiRequest, toQueryString } from '../../../lib/api-client';

/** One recorded admin write: who did what to which record, and when. */
export interface AuditEntry {
  _id: string;
  /** Null when the acting account no longer exists. */
  actor: { _id: string; email: string } | null;
  /** e.g. `product.update`, `order.status`. */
  action: string;
  entity: string;
  entityId: string;
  details: unknown;
  createdAt: string;
}

export function getAuditLog(page: number, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  return apiRequest<Page<AuditEntry>>(`/api/admin/audit-log${toQueryString({ page })}`, { signal, fallbackMessage: 'Could not load the audit log' });
}

export function auditLogQueryOptions(page: number) {
  return queryOptions({ queryKey: ['admin', 'audit-log', page], queryFn: ({ signal }) => getAuditLog(page, signal) });
}

export function useAuditLog(page: number) {
  return useQuery({ ...auditLogQueryOptions(page), placeholderData: keepPreviousData });
}
