import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '../../../shared/content/contact.schema';
import { apiRequest } from '../../lib/api-client';

/** POST /api/contact: stored and mailed to the shop. Used by the contact page and the help widget. */
export function sendContactMessage(body: ContactBody): Promise<{ message: string; ticket?: string }> {
  return apiRequest<{ message: string; ticket?: string }>('/api/contact', {
    method: 'POST',
    body,
    fallbackMessage: 'Your message could not be sent. Please try again.',
  });
}

/** `error` is an ApiError: 400 (a field), 429 (too many messages), 503 (stored, but not mailed yet). */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
