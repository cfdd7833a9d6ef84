import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { blogsQueryKey } from './get-blogs';

/** `DELETE /api/admin/blogs/{id}`: the post leaves the blog for good. */
export function deleteBlog(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/admin/blogs/${encodeURIComponent(id)}`, { method: 'DELETE', fallbackMessage: 'The post could not be deleted' });
}

export function useDeleteBlog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBlog,
    onSuccess: () => void client.invalidateQueries({ queryKey: blogsQueryKey }),
  });
}
