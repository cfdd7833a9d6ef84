import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogStats } from '../../../shared/content/blog.schema';
import { apiRequest } from '../../lib/api-client';

export function getBlogStats(signal?: AbortSignal): Promise<BlogStats> {
  return apiRequest<BlogStats>('/api/blog-stats', { signal, fallbackMessage: 'Could not load the blog statistics.' });
}

/** Counted by the server from the posts (ADR 40), rendered with the page. */
export function useBlogStats() {
  return useQuery(queryOptions({ queryKey: ['blogs', 'stats'], queryFn: ({ signal }) => getBlogStats(signal), staleTime: 60_000 }));
}
