import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminBlogCategory, BlogCategoryInput } from '../../../../shared/admin/admin-blog.schema';
import { apiRequest } from '../../../lib/api-client';
import { blogCategoriesQueryKey } from './get-blog-categories';
import { blogsQueryKey } from './get-blogs';

/** `POST /api/admin/blog-categories` (no id) or `PUT /api/admin/blog-categories/{id}`; a taken name or slug is a 409. */
export function saveBlogCategory(id: string | null, input: BlogCategoryInput): Promise<AdminBlogCategory> {
  return apiRequest<AdminBlogCategory>(id ? `/api/admin/blog-categories/${encodeURIComponent(id)}` : '/api/admin/blog-categories', {
    method: id ? 'PUT' : 'POST',
    body: input,
    fallbackMessage: 'The category could not be saved',
  });
}

export function useSaveBlogCategory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: BlogCategoryInput }) => saveBlogCategory(id, input),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: blogCategoriesQueryKey });
      // A rename shows on every post of the category.
      void client.invalidateQueries({ queryKey: blogsQueryKey });
    },
  });
}
