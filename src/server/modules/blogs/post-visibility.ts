import { sql, type SQL } from 'drizzle-orm';
import { blogPosts } from '../../db/schema/content.js';

/**
 * THE condition for "shoppers may read this post": published, and its publish time has come (ADR 66).
 * A scheduled post is a published one whose time is still ahead, so it appears by itself when the
 * clock passes it — no job has to run, and a missed one cannot keep it hidden. The list, the post,
 * 'You Might Also Like', the statistics, views, likes and the sitemap all use this one fragment.
 * Cached answers are at most 5 s old (page cache) and a minute in browsers, which bounds the delay.
 */
export const visiblePost: SQL = sql`(${blogPosts.status} = 'published' and ${blogPosts.publishAt} <= now())`;
