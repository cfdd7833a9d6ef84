import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { BlogInput } from '../blog-input';
import { blogsQueryKey, type AdminBlogPost } from './get-blogs';

/** `PUT /api/admin/blogs/{id}` → the saved post; its `fullText` is what the preview shows. */
export function updateBlog(id: string, input: BlogInput): Promise<AdminBlogPost> {
  return apiRequest<AdminBlogPost>(`/api/admin/blogs/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
    fallbackMessage: 'The post could not be saved',
  });
}

export function useUpdateBlog(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BlogInput) => updateBlog(id, input),
    onSuccess: (saved) => {
      client.setQueryData<AdminBlogPost[]>(blogsQueryKey, (posts) => posts?.map((post) => (post.id === saved.id ? saved : post)));
      void client.invalidateQueries({ queryKey: blogsQueryKey });
    },
  });
}
