import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { categoryUpdateSchema } from '../../../../shared/admin/admin-ops.schema';
import type { Category } from '../../../../shared/catalog/category.schema';
import { categoriesQueryKey } from '../../../api/categories/get-categories';
import { apiRequest } from '../../../lib/api-client';

export type CategoryUpdate = z.output<typeof categoryUpdateSchema>;

/** `PUT /api/admin/categories/{slug}`: name, description, menu position and the sub-menu groups. */
export function updateCategory(slug: string, body: CategoryUpdate): Promise<Category> {
  return apiRequest<Category>(`/api/admin/categories/${encodeURIComponent(slug)}`, { method: 'PUT', body, fallbackMessage: 'The category could not be saved' });
}

export function useUpdateCategory(slug: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CategoryUpdate) => updateCategory(slug, body),
    // The order of categories may have changed too: reload the whole list.
    onSuccess: () => void client.invalidateQueries({ queryKey: categoriesQueryKey }),
  });
}
