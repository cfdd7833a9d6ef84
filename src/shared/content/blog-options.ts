// The blog's fixed lists and figures, apart from blog.schema.ts so that the storefront's /blogs page
// can use them without loading zod (22 KB gzipped) before it hydrates.

/**
 * Spec §2: the first filter chip. 'All' is a chip, not a category: it means "no filter". The other
 * chips are the owner's blog categories (ADR 66), read from /api/blog-categories.
 */
export const ALL_BLOG_CATEGORIES = 'All';

/** Spec §9: 'You Might Also Like' shows at most two posts; the sample posts' like count starts at 110 + 14 (a new post's at 0). */
export const BLOG_RELATED_POSTS_MAX = 2;
export const BLOG_INITIAL_LIKES = 124;

/**
 * Where a post stands, as staff see it. Stored are only draft and published: a published post whose
 * publish time is still ahead is scheduled, and becomes visible when that time comes, without a job.
 */
export const BLOG_POST_STATES = ['draft', 'scheduled', 'published'] as const;
export type BlogPostState = (typeof BLOG_POST_STATES)[number];
