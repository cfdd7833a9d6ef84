import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { subscribersQueryKey } from './get-subscribers';

/** `POST /api/admin/newsletter/subscribers/{id}/unsubscribe`: also turns off the shopper's profile switch. */
export function unsubscribeSubscriber(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/admin/newsletter/subscribers/${encodeURIComponent(id)}/unsubscribe`, {
    method: 'POST',
    body: {},
    fallbackMessage: 'The subscriber could not be unsubscribed',
  });
}

export function useUnsubscribeSubscriber() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: unsubscribeSubscriber,
    onSuccess: () => client.invalidateQueries({ queryKey: subscribersQueryKey }),
  });
}
