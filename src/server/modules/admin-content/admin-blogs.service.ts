import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AdminBlogBody, AdminBlogPost } from '../../../shared/admin/admin-blog.schema.js';
import type { BlogPostState } from '../../../shared/content/blog-options.js';
import type { Db } from '../../db/client.js';
import { blogPosts } from '../../db/schema/content.js';
import { products } from '../../db/schema/products.js';
import { HttpError } from '../../plugins/error-handler.js';
import { priceText, toBlogPost, type BlogPostRow } from '../blogs/blog-dto.js';
import { saveBlogPost } from '../blogs/blogs.service.js';
import { listedProduct } from '../products/product-visibility.js';

const NOT_FOUND = 'Blog post not found';
/** India keeps one offset all year (no daylight saving), so a calendar day there is UTC + 5:30. */
const INDIA_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** Where a post stands now: a published post whose time is ahead is scheduled (the storefront's rule, post-visibility.ts). */
export function postState(row: Pick<BlogPostRow, 'status' | 'publishAt'>, now: Date): BlogPostState {
  if (row.status === 'draft') return 'draft';
  return row.publishAt && row.publishAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

function indiaDay(moment: Date): string {
  return new Date(moment.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** Every post, drafts and scheduled ones too, each with every product attached (unlisted ones marked), newest first. */
export async function listAdminBlogPosts(db: Db, where?: SQL): Promise<AdminBlogPost[]> {
  const rows = await db
    .select()
    .from(blogPosts)
    .where(where)
    .orderBy(desc(sql`coalesce(${blogPosts.publishAt}, ${blogPosts.createdAt})`), blogPosts.id);
  const productIds = [...new Set(rows.flatMap((row) => row.relatedProductIds))];
  const attached =
    productIds.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            name: products.name,
            images: products.images,
            pricePaise: products.pricePaise,
            sku: products.sku,
            listed: sql<boolean>`${listedProduct}`,
          })
          .from(products)
          .where(and(inArray(products.id, productIds), isNull(products.deletedAt)));
  const byId = new Map(attached.map((product) => [product.id, product]));
  const now = new Date();
  return rows.map((row) => {
    const post = toBlogPost(row, [], 0);
    const relatedProducts = row.relatedProductIds.flatMap((id) => {
      const product = byId.get(id);
      if (!product) return [];
      return [{ id, name: product.name, image: product.images[0] ?? '', price: priceText(product.pricePaise), sku: product.sku, listed: product.listed }];
    });
    return {
      ...post,
      relatedProducts,
      status: postState(row, now),
      publishAt: row.publishAt?.toISOString() ?? null,
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export async function getAdminBlogPost(db: Db, id: string): Promise<AdminBlogPost | null> {
  const [post] = await listAdminBlogPosts(db, eq(blogPosts.id, id));
  return post ?? null;
}

/**
 * When the post shows on the storefront, from what staff chose: a draft keeps whatever time it had;
 * publishing keeps the time of a post already out (an edit does not move it up the blog) and is
 * otherwise now; scheduling needs a time ahead.
 */
function publishing(body: AdminBlogBody, existing: BlogPostRow | undefined, now: Date): { status: 'draft' | 'published'; publishAt: Date | null } {
  const state = body.status ?? 'published';
  if (state === 'draft') return { status: 'draft', publishAt: existing?.publishAt ?? null };
  if (state === 'scheduled') {
    if (!body.publishAt) throw new HttpError(400, 'A scheduled post needs a publish time');
    const at = new Date(body.publishAt);
    if (at.getTime() <= now.getTime()) throw new HttpError(400, 'Publish time must be in the future; to publish now, choose Publish');
    return { status: 'published', publishAt: at };
  }
  const alreadyOut = existing && postState(existing, now) === 'published' ? existing.publishAt : null;
  // Null means "now" by the database's clock (saveBlogPost), the clock the storefront's reads compare with.
  return { status: 'published', publishAt: alreadyOut };
}

/** Creates (id undefined) or edits a post from the admin editor; 404 for an unknown id. */
export async function saveAdminBlogPost(db: Db, id: string | undefined, body: AdminBlogBody): Promise<AdminBlogPost> {
  const [existing] = id ? await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1) : [];
  if (id && !existing) throw new HttpError(404, NOT_FOUND);
  const now = new Date();
  const { status, publishAt } = publishing(body, existing, now);
  const saved = await saveBlogPost(db, {
    id,
    title: body.title,
    category: body.category,
    author: body.author,
    authorRole: body.authorRole ?? '',
    shortDescription: body.shortDescription,
    fullHtml: body.fullText,
    tags: body.tags ?? [],
    place: body.place ?? '',
    country: body.country ?? 'India',
    readTime: body.readTime ?? '',
    relatedProductIds: body.relatedProductIds ?? [],
    // A scheduled post is dated the day it comes out, in India.
    publishedOn: status === 'published' && publishAt && publishAt > now ? indiaDay(publishAt) : (body.publishedOn ?? indiaDay(now)),
    imageUrl: body.imageUrl ?? existing?.imageUrl ?? '/media/art/ceiling-light-2.svg',
    authorAvatar: existing?.authorAvatar ?? '',
    status,
    publishAt,
  });
  const post = await getAdminBlogPost(db, saved.id);
  if (!post) throw new Error(`blog post ${saved.id} vanished after saving`);
  return post;
}
