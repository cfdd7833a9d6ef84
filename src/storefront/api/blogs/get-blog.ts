import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '../../../shared/content/blog.schema';
import { ApiError, apiRequest } from '../../lib/api-client';

export function getBlog(id: string, signal?: AbortSignal): Promise<BlogPost> {
  return apiRequest<BlogPost>(`/api/blogs/${encodeURIComponent(id)}`, {
    signal,
    fallbackMessage: 'Could not load this article. Please try again.',
  });
}

export function blogQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['blogs', 'detail', id],
    queryFn: ({ signal }) => getBlog(id, signal),
    staleTime: 60_000,
    // A missing post will not appear on a retry; other failures may be a passing network blip.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 2,
  });
}

/** `error` is an ApiError; status 404 means the 'Blog Not Found' panel. */
export function useBlog(id: string) {
  return useQuery(blogQueryOptions(id));
}
