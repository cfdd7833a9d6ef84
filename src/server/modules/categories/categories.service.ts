import { asc } from 'drizzle-orm';
import type { Category } from '../../../shared/catalog/category.schema.js';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema/categories.js';

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.position), asc(categories.slug));
  return rows.map((row) => ({
    id: row.slug,
    name: row.name,
    category: row.slug,
    img: row.imageUrl,
    description: row.description,
    submenuGroups: row.submenuGroups,
  }));
}
