import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '../../../shared/content/blog.schema';
import { ApiError, apiRequest } from '../../lib/api-client';

/** The post, or null when there is none with this id ('Blog Not Found'; the server answers the page 404). */
export async function getBlog(id: string, signal?: AbortSignal): Promise<BlogPost | null> {
  try {
    return await apiRequest<BlogPost>(`/api/blogs/${encodeURIComponent(id)}`, {
      signal,
      fallbackMessage: 'Could not load this article. Please try again.',
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function blogQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['blogs', 'detail', id],
    queryFn: ({ signal }) => getBlog(id, signal),
    staleTime: 60_000,
    // A failure other than a missing post (which is data: null) may be a passing network blip.
    retry: 2,
  });
}

/** `data` null means the 'Blog Not Found' panel; `error` is an ApiError for any other failure. */
export function useBlog(id: string) {
  return useQuery(blogQueryOptions(id));
}
