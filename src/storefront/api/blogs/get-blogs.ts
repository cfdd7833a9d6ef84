import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPostSummary } from '../../../shared/content/blog.schema';
import { apiRequest, toQueryString } from '../../lib/api-client';

export interface BlogFilters {
  q?: string;
  /** A blog category's name; absent for every post. */
  category?: string;
}

export function getBlogs(filters: BlogFilters, signal?: AbortSignal): Promise<BlogPostSummary[]> {
  return apiRequest<BlogPostSummary[]>(`/api/blogs${toQueryString({ q: filters.q?.trim(), category: filters.category })}`, {
    signal,
    fallbackMessage: 'Could not load the blog. Please try again.',
  });
}

export function blogsQueryOptions(filters: BlogFilters) {
  const key = { q: filters.q?.trim() ?? '', category: filters.category ?? '' };
  return queryOptions({
    queryKey: ['blogs', 'list', key],
    queryFn: ({ signal }) => getBlogs(filters, signal),
    staleTime: 60_000,
  });
}

/** Keeps the previous results on screen while a new search runs, so the grid does not flash. */
export function useBlogs(filters: BlogFilters) {
  return useQuery({ ...blogsQueryOptions(filters), placeholderData: keepPreviousData });
}
