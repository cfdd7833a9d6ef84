import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NewsletterSubscriberPage } from '../../../../shared/admin/admin-newsletter.schema';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export interface SubscriberListParams {
  q?: string;
  status?: 'active' | 'unsubscribed' | 'all';
  page: number;
}

export const subscribersQueryKey = ['admin', 'newsletter', 'subscribers'] as const;

/** `GET /api/admin/newsletter/subscribers`: a page of the list and how many are subscribed now. */
export function getSubscribers(params: SubscriberListParams, signal?: AbortSignal): Promise<NewsletterSubscriberPage> {
  return apiRequest<NewsletterSubscriberPage>(`/api/admin/newsletter/subscribers${toQueryString({ ...params })}`, {
    signal,
    fallbackMessage: 'Could not load the subscribers',
  });
}

export function subscribersQueryOptions(params: SubscriberListParams) {
  return queryOptions({ queryKey: [...subscribersQueryKey, params], queryFn: ({ signal }) => getSubscribers(params, signal) });
}

export function useSubscribers(params: SubscriberListParams) {
  return useQuery({ ...subscribersQueryOptions(params), placeholderData: keepPreviousData });
}
