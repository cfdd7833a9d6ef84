import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Category } from '../../../shared/catalog/category.schema';
import { apiRequest } from '../../lib/api-client';

/** The public taxonomy: the product form's selects and the categories editor both read it. */
export function getCategories(signal?: AbortSignal): Promise<Category[]> {
  return apiRequest<Category[]>('/api/categories', { signal, fallbackMessage: 'Could not load the categories' });
}

export const categoriesQueryKey = ['admin', 'categories'] as const;

export function categoriesQueryOptions() {
  return queryOptions({ queryKey: categoriesQueryKey, queryFn: ({ signal }) => getCategories(signal), staleTime: 5 * 60_000 });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

/** Sub-categories of one top-level category as `{slug, name, group}`, from items whose path is `category/sub`. */
export function subCategoriesOf(categories: readonly Category[], categorySlug: string): { slug: string; name: string; group: string }[] {
  const category = categories.find((entry) => entry.category === categorySlug);
  if (!category) return [];
  return category.submenuGroups.flatMap((group) =>
    group.items.flatMap((item) => {
      const [top, sub] = item.path.split('/');
      return top === categorySlug && sub ? [{ slug: sub, name: item.name, group: group.title }] : [];
    }),
  );
}
