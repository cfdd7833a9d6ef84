import type { Category, CategoryItem } from '../../../shared/catalog/category.schema';

export interface CategoryMatch {
  category: Category | undefined;
  subItem: CategoryItem | undefined;
}

/** Finds the category by slug and, on sub pages, the menu item whose path is `{category}/{sub}`. */
export function findCategory(categories: Category[] | undefined, slug: string, sub: string | undefined): CategoryMatch {
  const category = categories?.find((candidate) => candidate.category === slug);
  const subPath = sub ? `${slug}/${sub}` : undefined;
  const subItem = subPath ? category?.submenuGroups.flatMap((group) => group.items).find((item) => item.path === subPath) : undefined;
  return { category, subItem };
}
