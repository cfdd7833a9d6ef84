import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** A contact-form message as the inbox lists it. */
export interface ContactMessageRow {
  _id: string;
  fullName: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  handled: boolean;
  createdAt: string;
}

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
