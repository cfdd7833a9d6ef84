import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '../../../api/types/page';
import { apiRequest, toQueryString } from '../../../lib/api-client';

/** One recorded admin write: who did what to which record, and when, told as a sentence. */
export interface AuditEntry {
  _id: string;
  /** Null when the acting account no longer exists. */
  actor: { _id: string | null; email: string; name: string } | null;
  /** e.g. `product.update`, `order.status`. */
  action: string;
  entity: string;
  entityId: string;
  /** The record's name now (a product's name, an order's number); null when it is gone. */
  recordName: string | null;
  /** "Asha set stock of Havells Ambrose 1200 mm from 12 to 0: damaged in transit". */
  sentence: string;
  details: unknown;
  createdAt: string;
}

export interface AuditFilter {
  page: number;
  person?: string;
  kind?: string;
  from?: string;
  to?: string;
}

export type AuditPage = Page<AuditEntry> & { people: { _id: string; username: string; email: string }[]; kinds: string[] };

export function getAuditLog(filter: AuditFilter, signal?: AbortSignal): Promise<AuditPage> {
  return apiRequest<AuditPage>(`/api/admin/audit-log${toQueryString({ ...filter })}`, { signal, fallbackMessage: 'Could not load the audit log' });
}

export function auditLogQueryOptions(filter: AuditFilter) {
  return queryOptions({ queryKey: ['admin', 'audit-log', filter], queryFn: ({ signal }) => getAuditLog(filter, signal) });
}

export function useAuditLog(filter: AuditFilter) {
  return useQuery({ ...auditLogQueryOptions(filter), placeholderData: keepPreviousData });
}
