import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  blogPostInputSchema,
  type BlogListQuery,
  type BlogPost,
  type BlogPostInput,
  type BlogPostSummary,
  type BlogReactions,
  type BlogStats,
} from '../../../shared/content/blog.schema.js';
import { queryRows, type Db } from '../../db/client.js';
import { blogCategories, blogPosts, blogReactions } from '../../db/schema/content.js';
import { products } from '../../db/schema/products.js';
import { listedProduct } from '../products/product-visibility.js';
import { HttpError } from '../../plugins/error-handler.js';
import { sanitizeBlogHtml } from './blog-html-sanitizer.js';
import { toBlogPost, toBlogSummary } from './blog-dto.js';
import { visiblePost } from './post-visibility.js';

/** The list is a handful of editorial posts; the cap only guards the response size. */
export const BLOG_LIST_LIMIT = 200;
const WORDS_PER_MINUTE = 200;

/** `%` and `_` typed by a visitor are letters to find, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listBlogPosts(db: Db, query: BlogListQuery): Promise<BlogPostSummary[]> {
  const where: SQL[] = [visiblePost];
  if (query.category) {
    // A chip names a category by its name (what the storefront shows) or its slug (what a link may carry).
    const chosen = db
      .select({ name: blogCategories.name })
      .from(blogCategories)
      .where(or(eq(blogCategories.name, query.category), eq(blogCategories.slug, query.category)));
    where.push(inArray(blogPosts.category, chosen));
  }
  if (query.q) {
    const pattern = containsPattern(query.q);
    const anyField = or(
      ilike(blogPosts.title, pattern),
      ilike(blogPosts.shortDescription, pattern),
      ilike(blogPosts.author, pattern),
      ilike(blogPosts.category, pattern),
    );
    if (anyField) where.push(anyField);
  }
  const rows = await db
    .select()
    .from(blogPosts)
    .where(and(...where))
    .orderBy(desc(blogPosts.publishedOn), desc(blogPosts.createdAt), blogPosts.id)
    .limit(BLOG_LIST_LIMIT);
  return rows.map(toBlogSummary);
}

/** A post the storefront may show; null for an unknown post, a draft or one scheduled for later. */
export async function getBlogPost(db: Db, id: string): Promise<BlogPost | null> {
  return readBlogPost(db, and(eq(blogPosts.id, id), visiblePost));
}

async function readBlogPost(db: Db, where: SQL | undefined): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(where).limit(1);
  if (!row) return null;
  const related =
    row.relatedProductIds.length === 0
      ? []
      : await db
          .select({ id: products.id, name: products.name, images: products.images, pricePaise: products.pricePaise })
          .from(products)
          // Products the shop does not show (deleted, draft, archived) leave the post too.
          .where(and(inArray(products.id, row.relatedProductIds), listedProduct));
  return toBlogPost(row, related, await shopperLikes(db, row.id));
}

async function shopperLikes(db: Db, postId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(blogReactions)
    .where(and(eq(blogReactions.postId, postId), eq(blogReactions.kind, 'like')));
  return row?.n ?? 0;
}

/** Spec §3's blog statistics, counted from the posts shoppers can read: posts, views and the categories that have posts. */
export async function blogStats(db: Db): Promise<BlogStats> {
  const [totals] = await queryRows<{ posts: number; views: number }>(
    db,
    sql`select count(*)::int as posts, coalesce(sum(${blogPosts.views}), 0)::bigint as views from ${blogPosts} where ${visiblePost}`,
  );
  const categories = await queryRows<{ name: string; count: number }>(
    db,
    sql`select ${blogPosts.category} as name, count(*)::int as count from ${blogPosts} where ${visiblePost}
         group by ${blogPosts.category} order by count(*) desc, ${blogPosts.category}`,
  );
  return {
    totalPosts: Number(totals?.posts ?? 0),
    totalViews: Number(totals?.views ?? 0),
    totalCategories: categories.length,
    popularCategories: categories.slice(0, 3).map((category) => ({ name: category.name, count: Number(category.count) })),
  };
}

/** One more view, in one statement (two servers counting at once lose none); false for an unknown or unpublished post. */
export async function countBlogView(db: Db, id: string): Promise<boolean> {
  const updated = await db
    .update(blogPosts)
    .set({ views: sql`${blogPosts.views} + 1` })
    .where(and(eq(blogPosts.id, id), visiblePost))
    .returning({ id: blogPosts.id });
  return updated.length > 0;
}

/** The shopper's like and bookmark of the post and its like count; null for an unknown or unpublished post. */
export async function blogReactionsOf(db: Db, id: string, userId: string): Promise<BlogReactions | null> {
  const [row] = await queryRows<{ base: number; likes: number; liked: boolean; bookmarked: boolean }>(
    db,
    sql`select ${blogPosts.baseLikes} as base,
               (select count(*)::int from blog_reactions r where r.post_id = ${blogPosts.id} and r.kind = 'like') as likes,
               exists (select 1 from blog_reactions r where r.post_id = ${blogPosts.id} and r.user_id = ${userId} and r.kind = 'like') as liked,
               exists (select 1 from blog_reactions r where r.post_id = ${blogPosts.id} and r.user_id = ${userId} and r.kind = 'bookmark') as bookmarked
          from ${blogPosts} where ${blogPosts.id} = ${id} and ${visiblePost}`,
  );
  if (!row) return null;
  return { likes: Number(row.base) + Number(row.likes), liked: row.liked, bookmarked: row.bookmarked };
}

/**
 * Sets or clears one shopper's like or bookmark. The row's key is (shopper, post, kind), so a
 * repeated or concurrent like is one row: the count moves by one at most. Null for an unknown post.
 */
export async function setBlogReaction(db: Db, id: string, userId: string, kind: 'like' | 'bookmark', on: boolean): Promise<BlogReactions | null> {
  const [post] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.id, id), visiblePost))
    .limit(1);
  if (!post) return null;
  if (on) await db.insert(blogReactions).values({ userId, postId: id, kind }).onConflictDoNothing();
  else await db.delete(blogReactions).where(and(eq(blogReactions.userId, userId), eq(blogReactions.postId, id), eq(blogReactions.kind, kind)));
  return blogReactionsOf(db, id, userId);
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}

function estimateReadTime(html: string): string {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return `${Math.max(1, Math.round(words / WORDS_PER_MINUTE))} min read`;
}

/**
 * Creates or replaces a post (by id). The body is sanitised here, on write, so every reader gets
 * safe HTML without paying for it per request. Used by the seed and by the admin site.
 */
export async function saveBlogPost(db: Db, input: BlogPostInput): Promise<BlogPost> {
  const parsed = blogPostInputSchema.safeParse(input);
  if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? 'Invalid blog post');
  const post = parsed.data;
  const fullHtml = sanitizeBlogHtml(post.fullHtml);
  if (!fullHtml) throw new HttpError(400, 'Body has no content left after removing unsafe HTML');
  const [category] = await db.select({ name: blogCategories.name }).from(blogCategories).where(eq(blogCategories.name, post.category)).limit(1);
  if (!category) throw new HttpError(400, `Category ${post.category} does not exist`);

  const relatedProductIds = [...new Set(post.relatedProductIds)];
  if (relatedProductIds.length > 0) {
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, relatedProductIds), isNull(products.deletedAt)));
    const known = new Set(found.map((p) => p.id));
    const unknown = relatedProductIds.find((productId) => !known.has(productId));
    if (unknown !== undefined) throw new HttpError(400, `Related product ${unknown} does not exist`);
  }

  let id = post.id;
  if (!id) {
    id = slugify(post.title);
    const [taken] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
    // A new post never overwrites an older one that happens to share its title.
    if (taken) id = `${id}-${randomBytes(3).toString('hex')}`;
  }

  const values = {
    publishedOn: post.publishedOn,
    place: post.place,
    country: post.country,
    imageUrl: post.imageUrl,
    title: post.title,
    author: post.author,
    authorRole: post.authorRole,
    authorAvatar: post.authorAvatar,
    shortDescription: post.shortDescription,
    category: post.category,
    readTime: post.readTime || estimateReadTime(fullHtml),
    tags: [...new Set(post.tags)],
    relatedProductIds,
    fullHtml,
    status: post.status,
    // Published without a time: from now, by the database's clock, the same clock the storefront's reads use.
    publishAt: post.publishAt ?? (post.status === 'published' ? sql`now()` : null),
  };
  try {
    await db
      .insert(blogPosts)
      .values({ id, ...values })
      .onConflictDoUpdate({ target: blogPosts.id, set: { ...values, updatedAt: new Date() } });
  } catch (error) {
    // The category was deleted between the check above and this write: the posts' foreign key refused it.
    if (isForeignKeyViolation(error)) throw new HttpError(400, `Category ${post.category} does not exist`);
    throw error;
  }
  // Read back whatever its status: a draft is not the storefront's, but the writer sees what was stored.
  const saved = await readBlogPost(db, eq(blogPosts.id, id));
  if (!saved) throw new Error(`blog post ${id} vanished after saving`);
  return saved;
}
