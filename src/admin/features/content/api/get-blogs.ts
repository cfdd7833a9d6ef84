import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminBlogPost } from '../../../../shared/admin/admin-blog.schema';
import { apiRequest } from '../../../lib/api-client';

/** A post as the admin API returns it: drafts and scheduled posts too, `fullText` being the server-sanitised HTML. */
export type { AdminBlogPost };

export const blogsQueryKey = ['admin', 'blogs'] as const;

export function getBlogs(signal?: AbortSignal): Promise<AdminBlogPost[]> {
  return apiRequest<AdminBlogPost[]>('/api/admin/blogs', { signal, fallbackMessage: 'Could not load the blog posts' });
}

export function blogsQueryOptions() {
  return queryOptions({ queryKey: blogsQueryKey, queryFn: ({ signal }) => getBlogs(signal) });
}

export function useBlogs() {
  return useQuery(blogsQueryOptions());
}
