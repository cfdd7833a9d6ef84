import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogCategory } from '../../../shared/content/blog.schema';
import { apiRequest } from '../../lib/api-client';

export function getBlogCategories(signal?: AbortSignal): Promise<BlogCategory[]> {
  return apiRequest<BlogCategory[]>('/api/blog-categories', { signal, fallbackMessage: 'Could not load the blog categories.' });
}

/** The owner's blog categories (ADR 66): the filter chips after 'All', rendered with the page. */
export function useBlogCategories() {
  return useQuery(queryOptions({ queryKey: ['blogs', 'categories'], queryFn: ({ signal }) => getBlogCategories(signal), staleTime: 60_000 }));
}
