// The blog's fixed lists and figures, apart from blog.schema.ts so that the storefront's /blogs page
// can use them without loading zod (22 KB gzipped) before it hydrates.

/** Spec §2: the blog's filter chips. 'All' is a chip, not a category: it means "no filter". */
export const BLOG_CATEGORIES = ['Interior Design', 'Home Styling', 'Architecture', 'DIY Projects', 'Furniture'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];
export const ALL_BLOG_CATEGORIES = 'All';
export const BLOG_FILTER_CHIPS = [ALL_BLOG_CATEGORIES, ...BLOG_CATEGORIES] as const;

/** Spec §9: 'You Might Also Like' shows at most two posts; the sample posts' like count starts at 110 + 14 (a new post's at 0). */
export const BLOG_RELATED_POSTS_MAX = 2;
export const BLOG_INITIAL_LIKES = 124;
