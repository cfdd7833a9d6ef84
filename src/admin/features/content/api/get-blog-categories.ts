import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBlogCategory } from '../../../../shared/admin/admin-blog.schema';
import { apiRequest } from '../../../lib/api-client';

export const blogCategoriesQueryKey = ['admin', 'blog-categories'] as const;

export function getBlogCategories(signal?: AbortSignal): Promise<AdminBlogCategory[]> {
  return apiRequest<AdminBlogCategory[]>('/api/admin/blog-categories', { signal, fallbackMessage: 'Could not load the blog categories' });
}

/** The owner's blog categories in order, each with its number of posts. */
export function useBlogCategories() {
  return useQuery(queryOptions({ queryKey: blogCategoriesQueryKey, queryFn: ({ signal }) => getBlogCategories(signal) }));
}
