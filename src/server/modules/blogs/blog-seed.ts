import { and, inArray, isNull, sql } from 'drizzle-orm';
import { BLOG_INITIAL_LIKES } from '../../../shared/content/blog-options.js';
import type { Db } from '../../db/client.js';
import { blogPosts } from '../../db/schema/content.js';
import { products } from '../../db/schema/products.js';
import { saveBlogPost } from './blogs.service.js';
import { ceilingFansChennaiPost } from './seed-posts/ceiling-fans-chennai.post.js';
import { layeringLightMumbaiPost } from './seed-posts/layering-light-mumbai.post.js';
import { safeDiyWiringPost } from './seed-posts/safe-diy-wiring.post.js';
import { smartHomeBengaluruPost } from './seed-posts/smart-home-bengaluru.post.js';

export const seedBlogPostInputs = [layeringLightMumbaiPost, ceilingFansChennaiPost, smartHomeBengaluruPost, safeDiyWiringPost];

/**
 * Writes the sample posts into an empty blog, through the same sanitising service the admin site
 * uses. A blog with any post is left alone, so restarts never bring back posts an admin removed.
 */
export async function seedBlogPosts(db: Db): Promise<boolean> {
  const [existing] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(blogPosts);
  if ((existing?.n ?? 0) > 0) return false;
  const wanted = [...new Set(seedBlogPostInputs.flatMap((post) => post.relatedProductIds ?? []))];
  const live = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, wanted), isNull(products.deletedAt)));
  const liveIds = new Set(live.map((p) => p.id));
  await db.transaction(async (tx) => {
    // A shop that has since removed a sample product still gets its posts, minus that link.
    for (const post of seedBlogPostInputs) {
      await saveBlogPost(tx, { ...post, relatedProductIds: (post.relatedProductIds ?? []).filter((id) => liveIds.has(id)) });
    }
    // Spec §9: the sample posts start at 110 + 14 likes; a post written later starts at 0.
    await tx
      .update(blogPosts)
      .set({ baseLikes: BLOG_INITIAL_LIKES })
      .where(
        inArray(
          blogPosts.id,
          seedBlogPostInputs.flatMap((post) => (post.id ? [post.id] : [])),
        ),
      );
  });
  return true;
}
