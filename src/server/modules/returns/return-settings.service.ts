import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema/categories.js';
import { products } from '../../db/schema/products.js';
import { HttpError } from '../../plugins/error-handler.js';

export interface ReturnSettings {
  categories: { slug: string; name: string; returnWindowDays: number }[];
  nonReturnable: { _id: string; name: string }[];
}

/** Staff's return rules: each category's window and the products never taken back. */
export async function returnSettings(db: Db): Promise<ReturnSettings> {
  const [cats, flagged] = await Promise.all([
    db
      .select({ slug: categories.slug, name: categories.name, returnWindowDays: categories.returnWindowDays })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.name)),
    db
      .select({ _id: products.id, name: products.name })
      .from(products)
      .where(sql`${products.nonReturnable} and ${products.deletedAt} is null`)
      .orderBy(asc(products.name)),
  ]);
  return { categories: cats, nonReturnable: flagged };
}

export async function setReturnWindow(db: Db, slug: string, days: number): Promise<{ slug: string; returnWindowDays: number; before: number }> {
  const [before] = await db.select({ days: categories.returnWindowDays }).from(categories).where(eq(categories.slug, slug));
  if (!before) throw new HttpError(404, 'Category not found');
  await db
    .update(categories)
    .set({ returnWindowDays: days, updatedAt: sql`now()` })
    .where(eq(categories.slug, slug));
  return { slug, returnWindowDays: days, before: before.days };
}

export async function setNonReturnable(db: Db, productId: string, nonReturnable: boolean): Promise<{ _id: string; name: string; nonReturnable: boolean }> {
  const [row] = await db
    .update(products)
    .set({ nonReturnable, updatedAt: sql`now()` })
    .where(sql`${products.id} = ${productId} and ${products.deletedAt} is null`)
    .returning({ _id: products.id, name: products.name, nonReturnable: products.nonReturnable });
  if (!row) throw new HttpError(404, 'Product not found');
  return row;
}
