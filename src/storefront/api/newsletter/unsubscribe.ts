import { useMutation, useQuery } from '@tanstack/react-query';
import type { UnsubscribeQuery, UnsubscribeState } from '../../../shared/content/newsletter.schema';
import { apiRequest } from '../../lib/api-client';

const linkQuery = ({ subscriber, token }: UnsubscribeQuery) => `subscriber=${encodeURIComponent(subscriber)}&token=${encodeURIComponent(token)}`;

/** `GET /api/newsletter/unsubscribe`: whose subscription the mail's signed link names (404 for a bad link). */
export function useUnsubscribeState(link: UnsubscribeQuery) {
  return useQuery({
    queryKey: ['newsletter', 'unsubscribe', link],
    queryFn: ({ signal }) =>
      apiRequest<UnsubscribeState>(`/api/newsletter/unsubscribe?${linkQuery(link)}`, { signal, fallbackMessage: 'We could not read this unsubscribe link.' }),
    enabled: link.subscriber !== '' && link.token !== '',
    retry: false,
  });
}

/** `POST /api/newsletter/unsubscribe`: the same signed link; no sign-in needed, and a second click changes nothing. */
export function useUnsubscribe(link: UnsubscribeQuery) {
  return useMutation({
    mutationFn: () =>
      apiRequest<{ message: string }>(`/api/newsletter/unsubscribe?${linkQuery(link)}`, {
        method: 'POST',
        body: {},
        fallbackMessage: 'We could not unsubscribe you just now. Please try again.',
      }),
  });
}
