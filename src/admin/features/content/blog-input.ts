import { z } from 'zod';
import { BLOG_POST_STATES } from '../../../shared/content/blog-options';

const required = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
const optional = (label: string, max: number) => z.string().trim().max(max, `${label} must be at most ${max} characters`);

/**
 * The body of POST/PUT /api/admin/blogs. The limits repeat the shared blogPostInputSchema's (the
 * server saves through it), so the editor shows the same words before a round trip.
 */
export const blogInputSchema = z
  .object({
    title: required('Title', 200),
    category: z.string().trim().min(1, 'Please choose a category').max(60),
    author: required('Author', 100),
    authorRole: optional('Author role', 100),
    shortDescription: required('Short description', 500),
    // The rich-text editor's HTML; an empty editor gives '<p></p>', which has no words to publish.
    fullText: required('Body', 200_000).refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', 'Body is required'),
    tags: z.array(z.string().trim().min(1).max(40, 'A tag must be at most 40 characters')).max(12, 'At most 12 tags'),
    place: optional('Place', 100),
    country: optional('Country', 100),
    readTime: optional('Read time', 40),
    relatedProductIds: z.array(z.string().trim().min(1).max(64)).max(8, 'At most 8 related products'),
    publishedOn: z.iso.date({ message: 'Date must be YYYY-MM-DD' }),
    imageUrl: z.string().max(500).optional(),
    status: z.enum(BLOG_POST_STATES),
    publishAt: z.iso.datetime({ offset: true, message: 'Choose the date and time to publish' }).optional(),
  })
  .refine((input) => input.status !== 'scheduled' || input.publishAt !== undefined, {
    path: ['publishAt'],
    message: 'Choose the date and time to publish',
  });

export type BlogInput = z.infer<typeof blogInputSchema>;
