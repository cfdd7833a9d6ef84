import { z } from 'zod';
import { BLOG_POST_STATES } from '../content/blog-options.js';
import { BLOG_CATEGORY_NAME_MAX, blogPostSchema, blogRelatedProductSchema } from '../content/blog.schema.js';
import { mediaPathSchema } from '../media-path.js';

/** A product attached to a post, as the editor shows it: `listed` false means the storefront leaves it out (draft, archived). */
export const adminBlogRelatedProductSchema = blogRelatedProductSchema.extend({ sku: z.string(), listed: z.boolean() });

/** A post as staff see it: the storefront's post, with where it stands and every attached product. */
export const adminBlogPostSchema = blogPostSchema.extend({
  relatedProducts: z.array(adminBlogRelatedProductSchema),
  status: z.enum(BLOG_POST_STATES),
  /** When a published post shows (or will show) on the storefront; null for a draft never published. */
  publishAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;
export const adminBlogPostListSchema = z.array(adminBlogPostSchema);

/** The admin editor's body; the server fills what staff need not type (date, image, read time). */
export const adminBlogBodySchema = z.object({
  title: z.string(),
  category: z.string({ message: 'Category is required' }).max(BLOG_CATEGORY_NAME_MAX, `Category must be at most ${BLOG_CATEGORY_NAME_MAX} characters`),
  author: z.string(),
  authorRole: z.string().optional(),
  shortDescription: z.string(),
  fullText: z.string({ message: 'Body is required' }).max(200_000, 'Body is too long'),
  tags: z.array(z.string().max(40)).max(20).optional(),
  place: z.string().optional(),
  country: z.string().optional(),
  readTime: z.string().optional(),
  relatedProductIds: z.array(z.string().max(64)).max(12).optional(),
  publishedOn: z.iso.date().optional(),
  // The product image rule: only a path the shop serves, never another site's address (docs/security.md).
  imageUrl: mediaPathSchema('Image must be an uploaded image (a /media/ path)').optional(),
  /** Omitted: published now (what the editor did before drafts existed). */
  status: z.enum(BLOG_POST_STATES, { message: `Status must be one of ${BLOG_POST_STATES.join(', ')}` }).optional(),
  /** Required for 'scheduled', and then in the future. */
  publishAt: z.iso.datetime({ offset: true, message: 'Publish time must be a date and time' }).optional(),
});
export type AdminBlogBody = z.infer<typeof adminBlogBodySchema>;

/** One of the owner's blog categories in the admin, with how many posts (drafts included) use it. */
export const adminBlogCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  position: z.number().int(),
  posts: z.number().int().nonnegative(),
});
export type AdminBlogCategory = z.infer<typeof adminBlogCategorySchema>;
export const adminBlogCategoryListSchema = z.array(adminBlogCategorySchema);

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What staff send to create or edit a blog category; a slug left out is made from the name. */
export const blogCategoryInputSchema = z.object({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(BLOG_CATEGORY_NAME_MAX, `Name must be at most ${BLOG_CATEGORY_NAME_MAX} characters`)
    // 'All' is the chip that clears the filter; a category of that name could never be chosen.
    .refine((name) => name.toLowerCase() !== 'all', 'Name cannot be "All": that chip shows every post'),
  slug: z
    .string()
    .trim()
    .max(BLOG_CATEGORY_NAME_MAX, `Slug must be at most ${BLOG_CATEGORY_NAME_MAX} characters`)
    .regex(SLUG_PATTERN, 'Slug must be lower-case letters, digits and dashes')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  position: z
    .number({ message: 'Order must be a number' })
    .int('Order must be a whole number')
    .min(0, 'Order must be 0 or more')
    .max(10_000, 'Order must be at most 10000')
    .optional(),
});
export type BlogCategoryInput = z.infer<typeof blogCategoryInputSchema>;
