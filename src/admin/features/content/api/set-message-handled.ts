import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { ContactMessageRow } from '../../../../shared/admin/admin-content.schema';
import { messagesQueryKey } from './get-messages';

/** `PATCH /api/admin/messages/{id} {handled}`: staff tick off a message once answered (or reopen it). */
export function setMessageHandled(id: string, handled: boolean): Promise<unknown> {
  return apiRequest<unknown>(`/api/admin/messages/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { handled },
    fallbackMessage: 'The message could not be updated',
  });
}

export function useSetMessageHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) => setMessageHandled(id, handled),
    // The answer is only a sentence: update the row ourselves so the inbox reacts at once.
    onSuccess: (_answer, { id, handled }) => {
      client.setQueryData<ContactMessageRow[]>(messagesQueryKey, (rows) => rows?.map((row) => (row._id === id ? { ...row, handled } : row)));
    },
  });
}
