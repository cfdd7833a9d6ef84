import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { blogCategoriesQueryKey } from './get-blog-categories';

/** `DELETE /api/admin/blog-categories/{id}`: refused (409) while posts use the category. */
export function deleteBlogCategory(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>(`/api/admin/blog-categories/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    fallbackMessage: 'The category could not be deleted',
  });
}

export function useDeleteBlogCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteBlogCategory,
    onSuccess: () => void client.invalidateQueries({ queryKey: blogCategoriesQueryKey }),
  });
}
