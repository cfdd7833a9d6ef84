import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContactMessageRow } from '../../../../shared/admin/admin-content.schema';
import { apiRequest } from '../../../lib/api-client';

export const messagesQueryKey = ['admin', 'messages'] as const;

export function getMessages(signal?: AbortSignal): Promise<ContactMessageRow[]> {
  return apiRequest<ContactMessageRow[]>('/api/admin/messages', { signal, fallbackMessage: 'Could not load the messages' });
}

export function messagesQueryOptions() {
  return queryOptions({ queryKey: messagesQueryKey, queryFn: ({ signal }) => getMessages(signal) });
}

export function useMessages() {
  return useQuery(messagesQueryOptions());
}
