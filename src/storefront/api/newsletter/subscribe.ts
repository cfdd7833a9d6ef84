import { useMutation } from '@tanstack/react-query';
import type { NewsletterBody } from '../../../shared/content/newsletter.schema';
import { apiRequest } from '../../lib/api-client';

/** POST /api/newsletter; the reply says whether this was new ('Thank you for subscribing!') or not. */
export function subscribeToNewsletter(body: NewsletterBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('/api/newsletter', {
    method: 'POST',
    body,
    fallbackMessage: 'Subscription failed. Please try again.',
  });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribeToNewsletter });
}
