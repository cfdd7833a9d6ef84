import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BlogInput } from '../blog-input';
import { blogsQueryKey, type AdminBlogPost } from './get-blogs';

/** `POST /api/admin/blogs` → 201 with the saved post (slug id, sanitised HTML). */
export function createBlog(input: BlogInput): Promise<AdminBlogPost> {
  return apiRequest<AdminBlogPost>('/api/admin/blogs', { method: 'POST', body: input, fallbackMessage: 'The post could not be created' });
}

export function useCreateBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBlog,
    onSuccess: (created) => {
      // The editor opens the new post at once: it must find it in the list before the refetch lands.
      client.setQueryData<AdminBlogPost[]>(blogsQueryKey, (posts) => (posts ? [created, ...posts] : posts));
      void client.invalidateQueries({ queryKey: blogsQueryKey });
    },
  });
}
