import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BlogPost } from '../../../../shared/content/blog.schema';
import { apiRequest } from '../../../lib/api-client';

/** A post as the admin API returns it (its response schema): the public post, whose `fullText` is the server-sanitised HTML. */
export type AdminBlogPost = BlogPost;

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
