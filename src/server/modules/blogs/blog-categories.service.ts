import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { AdminBlogCategory, BlogCategoryInput } from '../../../shared/admin/admin-blog.schema.js';
import type { BlogCategory } from '../../../shared/content/blog.schema.js';
import type { Db } from '../../db/client.js';
import { blogCategories, blogPosts } from '../../db/schema/content.js';
import { isUuid } from '../../db/uuid.js';
import { HttpError } from '../../plugins/error-handler.js';

const NOT_FOUND = 'Blog category not found';

/** The storefront's filter chips after 'All': every category in the owner's order, used or not. */
export async function listBlogCategories(db: Db): Promise<BlogCategory[]> {
  return db
    .select({ name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .orderBy(asc(blogCategories.position), asc(blogCategories.name));
}

/** The admin's list: each category with how many posts use it (drafts too, since they block a delete as well). */
export async function listAdminBlogCategories(db: Db): Promise<AdminBlogCategory[]> {
  const rows = await db
    .select({
      id: blogCategories.id,
      name: blogCategories.name,
      slug: blogCategories.slug,
      position: blogCategories.position,
      posts: count(blogPosts.id),
    })
    .from(blogCategories)
    .leftJoin(blogPosts, eq(blogPosts.category, blogCategories.name))
    .groupBy(blogCategories.id)
    .orderBy(asc(blogCategories.position), asc(blogCategories.name));
  return rows.map((row) => ({ ...row, posts: Number(row.posts) }));
}

async function adminBlogCategory(db: Db, id: string): Promise<AdminBlogCategory> {
  const found = (await listAdminBlogCategories(db)).find((category) => category.id === id);
  if (!found) throw new HttpError(404, NOT_FOUND);
  return found;
}

function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return slug || 'category';
}

/** The constraint a write broke, if it was a unique or foreign-key violation (the driver nests the database's error as `cause`). */
function violated(error: unknown, code: '23505' | '23503'): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code: found, constraint } = e as { code?: unknown; constraint?: unknown };
    if (found === code) return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}

/** Two categories may not share a name (in any case) or a slug: the chips and links would be ambiguous. */
function conflictMessage(constraint: string, name: string, slug: string): string {
  return constraint === 'blog_categories_slug_unique' ? `A blog category with the slug ${slug} already exists` : `A blog category named ${name} already exists`;
}

/** The 409 a taken name (in any case) or slug deserves, checked before writing; the unique indexes settle a race the same way. */
async function assertFree(db: Db, name: string, slug: string, exceptId: string | null): Promise<void> {
  const [holder] = await db
    .select({ name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .where(and(or(sql`lower(${blogCategories.name}) = lower(${name})`, eq(blogCategories.slug, slug)), exceptId ? ne(blogCategories.id, exceptId) : undefined))
    .limit(1);
  if (!holder) return;
  throw new HttpError(409, conflictMessage(holder.name.toLowerCase() === name.toLowerCase() ? '' : 'blog_categories_slug_unique', name, slug));
}

async function nextPosition(db: Db): Promise<number> {
  const [row] = await db.select({ last: sql<number>`coalesce(max(${blogCategories.position}), 0)`.mapWith(Number) }).from(blogCategories);
  return (row?.last ?? 0) + 1;
}

export async function createBlogCategory(db: Db, input: BlogCategoryInput): Promise<AdminBlogCategory> {
  const slug = input.slug ?? slugify(input.name);
  const position = input.position ?? (await nextPosition(db));
  await assertFree(db, input.name, slug, null);
  try {
    const [row] = await db.insert(blogCategories).values({ name: input.name, slug, position }).returning({ id: blogCategories.id });
    if (!row) throw new Error('blog category insert returned nothing');
    return await adminBlogCategory(db, row.id);
  } catch (error) {
    const constraint = violated(error, '23505');
    if (constraint !== null) throw new HttpError(409, conflictMessage(constraint, input.name, slug));
    throw error;
  }
}

/** Renames carry over to every post (the posts' foreign key cascades), so no post is left with a category that no longer exists. */
export async function updateBlogCategory(db: Db, id: string, input: BlogCategoryInput): Promise<AdminBlogCategory> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  const slug = input.slug ?? slugify(input.name);
  await assertFree(db, input.name, slug, id);
  try {
    const updated = await db
      .update(blogCategories)
      .set({ name: input.name, slug, ...(input.position === undefined ? {} : { position: input.position }), updatedAt: new Date() })
      .where(eq(blogCategories.id, id))
      .returning({ id: blogCategories.id });
    if (updated.length === 0) throw new HttpError(404, NOT_FOUND);
  } catch (error) {
    const constraint = violated(error, '23505');
    if (constraint !== null) throw new HttpError(409, conflictMessage(constraint, input.name, slug));
    throw error;
  }
  return adminBlogCategory(db, id);
}

/**
 * Deletes a category no post uses. One in use is a 409 naming how many posts to move first; the
 * posts' foreign key (ON DELETE RESTRICT) gives the same answer to a post saved into it meanwhile.
 */
export async function deleteBlogCategory(db: Db, id: string): Promise<{ name: string }> {
  if (!isUuid(id)) throw new HttpError(404, NOT_FOUND);
  const category = await adminBlogCategory(db, id);
  if (category.posts > 0) throw inUse(category.name, category.posts);
  try {
    const deleted = await db.delete(blogCategories).where(eq(blogCategories.id, id)).returning({ name: blogCategories.name });
    if (deleted.length === 0) throw new HttpError(404, NOT_FOUND);
    return { name: category.name };
  } catch (error) {
    if (violated(error, '23503') !== null) throw inUse(category.name, null);
    throw error;
  }
}

function inUse(name: string, posts: number | null): HttpError {
  const what = posts === null ? 'posts' : `${posts} ${posts === 1 ? 'post' : 'posts'}`;
  return new HttpError(409, `The blog category ${name} is used by ${what}; move them to another category first`);
}
