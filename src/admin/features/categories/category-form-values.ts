import type { Category } from '../../../shared/catalog/category.schema';
import type { CategoryUpdate } from './api/update-category';

export interface ItemRow {
  rowId: number;
  name: string;
  /** The part after `category/`; the path is always inside its own category. */
  sub: string;
}

export interface GroupRow {
  rowId: number;
  title: string;
  items: ItemRow[];
}

export interface CategoryFormValues {
  name: string;
  description: string;
  position: string;
  groups: GroupRow[];
}

let lastRowId = 0;
export function nextRowId(): number {
  lastRowId += 1;
  return lastRowId;
}

/** The public list has no `position` field today; its order is the position, so the index stands in. */
export function valuesFromCategory(category: Category & { position?: number }, index: number): CategoryFormValues {
  return {
    name: category.name,
    description: category.description,
    position: String(category.position ?? index),
    groups: category.submenuGroups.map((group) => ({
      rowId: nextRowId(),
      title: group.title,
      items: group.items.map((item) => ({ rowId: nextRowId(), name: item.name, sub: item.path.split('/').slice(1).join('/') })),
    })),
  };
}

const SUB_SLUG = /^[a-z0-9-]{1,60}$/;

/** Checks what the shared schema leaves open (empty titles, bad slugs) and builds the PUT body. */
export function checkCategory(
  slug: string,
  values: CategoryFormValues,
): { ok: true; body: Omit<CategoryUpdate, 'position' | 'name' | 'description'> } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const group of values.groups) {
    if (group.title.trim() === '') errors[`group#${group.rowId}`] = 'Group title is required';
    const seen = new Set<string>();
    for (const item of group.items) {
      if (item.name.trim() === '') errors[`item#${item.rowId}.name`] = 'Name is required';
      if (!SUB_SLUG.test(item.sub.trim())) errors[`item#${item.rowId}.sub`] = 'Lower-case letters, digits and dashes';
      else if (seen.has(item.sub.trim())) errors[`item#${item.rowId}.sub`] = 'Used twice in this group';
      seen.add(item.sub.trim());
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: {
      submenuGroups: values.groups.map((group) => ({
        title: group.title.trim(),
        items: group.items.map((item) => ({ name: item.name.trim(), path: `${slug}/${item.sub.trim()}` })),
      })),
    },
  };
}
