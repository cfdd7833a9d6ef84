import { randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { blogPostInputSchema, type BlogListQuery, type BlogPost, type BlogPostInput, type BlogPostSummary } from '../../../shared/content/blog.schema.js';
import type { Db } from '../../db/client.js';
import { blogPosts } from '../../db/schema/content.js';
import { products } from '../../db/schema/products.js';
import { listedProduct } from '../products/product-visibility.js';
import { HttpError } from '../../plugins/error-handler.js';
import { sanitizeBlogHtml } from './blog-html-sanitizer.js';
import { toBlogPost, toBlogSummary } from './blog-dto.js';

/** The list is a handful of editorial posts; the cap only guards the response size. */
export const BLOG_LIST_LIMIT = 200;
const WORDS_PER_MINUTE = 200;

/** `%` and `_` typed by a visitor are letters to find, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listBlogPosts(db: Db, query: BlogListQuery): Promise<BlogPostSummary[]> {
  const where: SQL[] = [];
  if (query.category) where.push(eq(blogPosts.category, query.category));
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

export async function getBlogPost(db: Db, id: string): Promise<BlogPost | null> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  if (!row) return null;
  const related =
    row.relatedProductIds.length === 0
      ? []
      : await db
          .select({ id: products.id, name: products.name, images: products.images, pricePaise: products.pricePaise })
          .from(products)
          // Products the shop does not show (deleted, draft, archived) leave the post too.
          .where(and(inArray(products.id, row.relatedProductIds), listedProduct));
  return toBlogPost(row, related);
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
  };
  await db
    .insert(blogPosts)
    .values({ id, ...values })
    .onConflictDoUpdate({ target: blogPosts.id, set: { ...values, updatedAt: new Date() } });
  const saved = await getBlogPost(db, id);
  if (!saved) throw new Error(`blog post ${id} vanished after saving`);
  return saved;
}
