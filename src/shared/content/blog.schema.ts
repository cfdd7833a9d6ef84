import { z } from 'zod';
import { mediaPathSchema } from '../media-path.js';
import { storableDate } from '../storable-date.js';
import { ALL_BLOG_CATEGORIES } from './blog-options.js';

export const blogRelatedProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string(),
  /** Display text with the rupee sign, e.g. '₹3,899' (spec §3). */
  price: z.string(),
});

/** A post in the list: every field of spec §3 but the body and related products. */
export const blogPostSummarySchema = z.object({
  id: z.string(),
  /** Display text such as 'March 15, 2025'. */
  date: z.string(),
  /** The same day as YYYY-MM-DD, for `<time dateTime>` and sorting. */
  publishedOn: z.string(),
  place: z.string(),
  country: z.string(),
  imgpath: z.string(),
  blogname: z.string(),
  author: z.string(),
  authorRole: z.string(),
  authorAvatar: z.string(),
  shortDescription: z.string(),
  category: z.string(),
  readTime: z.string(),
  tags: z.array(z.string()),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

export const blogPostSchema = blogPostSummarySchema.extend({
  relatedProducts: z.array(blogRelatedProductSchema),
  /** HTML, sanitised by the server when the post was saved. */
  fullText: z.string(),
  /** The post's starting likes (124 for the seeded posts, spec §9; 0 for a new one) plus signed-in shoppers' likes. */
  likes: z.number().int().nonnegative(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const blogListResponseSchema = z.array(blogPostSummarySchema);

export const BLOG_CATEGORY_NAME_MAX = 60;

export const blogListQuerySchema = z.object({
  q: z.string().trim().max(100, 'must be at most 100 characters').optional(),
  /** A chip: 'All', or a blog category's name or slug (one that does not exist matches no post). */
  category: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(BLOG_CATEGORY_NAME_MAX, `must be at most ${BLOG_CATEGORY_NAME_MAX} characters`)
    .transform((chip): string | undefined => (chip === ALL_BLOG_CATEGORIES ? undefined : chip))
    .optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

// Unknown ids of any shape answer 404, so the parameter is only bounded, not patterned.
export const blogIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/** One of the owner's blog categories as the storefront shows it: a filter chip (ADR 66). */
export const blogCategorySchema = z.object({ name: z.string(), slug: z.string() });
export type BlogCategory = z.infer<typeof blogCategorySchema>;
export const blogCategoryListSchema = z.array(blogCategorySchema);

/** What a writer (seed, admin site) sends to save a post; the server sanitises `fullHtml`. */
export const blogPostInputSchema = z.object({
  /** Omitted for a new post: the server derives a slug from the title. */
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Id must be lower-case letters, digits and dashes')
    .max(100, 'Id must be at most 100 characters')
    .optional(),
  publishedOn: storableDate('Date must be YYYY-MM-DD'),
  place: optionalText('Place', 100),
  country: optionalText('Country', 100),
  imageUrl: mediaPathSchema('Image must be an uploaded image (a /media/ path)'),
  title: text('Title', 200),
  author: text('Author', 100),
  authorRole: optionalText('Author role', 100),
  authorAvatar: optionalText('Author avatar', 500),
  shortDescription: text('Short description', 500),
  /** A blog category's name; the service checks that it exists. */
  category: text('Category', BLOG_CATEGORY_NAME_MAX),
  /** Left empty, the server estimates it from the body (about 200 words a minute). */
  readTime: optionalText('Read time', 40),
  tags: z.array(z.string().trim().min(1).max(40, 'A tag must be at most 40 characters')).max(12, 'At most 12 tags').default([]),
  relatedProductIds: z.array(z.string().trim().min(1).max(100)).max(8, 'At most 8 related products').default([]),
  fullHtml: text('Body', 200_000),
  /** A draft is not on the storefront; a published post is, from `publishAt` on (now when omitted). */
  status: z.enum(['draft', 'published'], { message: 'Status must be draft or published' }).default('published'),
  publishAt: z.date().nullable().default(null),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;

/** /api/blog-stats: counted from the posts themselves (ADR 40), in the shape of spec §3's "Blog stats". */
export const blogStatsSchema = z.object({
  totalPosts: z.number().int().nonnegative(),
  totalViews: z.number().int().nonnegative(),
  /** Categories that have at least one post. */
  totalCategories: z.number().int().nonnegative(),
  /** The three categories with the most posts, most first. */
  popularCategories: z.array(z.object({ name: z.string(), count: z.number().int().positive() })),
});
export type BlogStats = z.infer<typeof blogStatsSchema>;

/** A signed-in shopper's like and bookmark of one post, and its like count now. */
export const blogReactionsSchema = z.object({ likes: z.number().int().nonnegative(), liked: z.boolean(), bookmarked: z.boolean() });
export type BlogReactions = z.infer<typeof blogReactionsSchema>;
export const blogReactionParamsSchema = z.object({
  id: z.string().min(1).max(200),
  kind: z.enum(['like', 'bookmark'], { message: 'must be like or bookmark' }),
});
