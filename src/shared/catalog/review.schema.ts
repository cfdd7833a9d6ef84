import { z } from 'zod';
import { emailFieldSchema } from '../content/contact.schema.js';
import { REVIEW_COMMENT_MAX, REVIEW_PAGE_SIZE_MAX, REVIEW_PHOTOS_MAX, REVIEW_TITLE_MAX } from './review-limits.js';

/**
 * Reviews by shoppers who received the product, their "helpful" votes, staff hiding one, and "notify
 * me when back in stock" (ADR 51). The same schemas validate the forms and the API.
 */

/** Where a product's rating and reviewCount come from: the catalog's own numbers, or its visible reviews. */
export const ratingSources = ['seed', 'reviews'] as const;
export type RatingSource = (typeof ratingSources)[number];

/** What the image upload hands out (shared/catalog/upload-images.ts): a review names only photos stored by it. */
const reviewPhotoSchema = z.string().regex(/^\/media\/uploads\/[a-z0-9]{20}-md\.webp$/, 'must be a photo uploaded to the shop');

export const reviewInputSchema = z.object({
  rating: z
    .number({ message: 'Please choose a rating from 1 to 5' })
    .int('Please choose a rating from 1 to 5')
    .min(1, 'Please choose a rating from 1 to 5')
    .max(5, 'Please choose a rating from 1 to 5'),
  title: z.string().trim().max(REVIEW_TITLE_MAX, `Title must be at most ${REVIEW_TITLE_MAX} characters`).default(''),
  comment: z
    .string({ message: 'Please write a few words about the product' })
    .trim()
    .min(1, 'Please write a few words about the product')
    .max(REVIEW_COMMENT_MAX, `Review must be at most ${REVIEW_COMMENT_MAX} characters`),
  photos: z.array(reviewPhotoSchema).max(REVIEW_PHOTOS_MAX, `At most ${REVIEW_PHOTOS_MAX} photos`).default([]),
});
export type ReviewInput = z.input<typeof reviewInputSchema>;
export type ReviewFields = z.output<typeof reviewInputSchema>;

export const reviewSchema = z.object({
  _id: z.string(),
  productId: z.string(),
  /** The reviewer's name as shown: first name and the initial of the last. */
  author: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  comment: z.string(),
  photos: z.array(z.string()),
  /** Every review comes from a shopper whose order of the product was delivered. */
  verifiedPurchase: z.boolean(),
  helpfulCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const reviewSorts = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof reviewSorts)[number];

export const reviewListQuerySchema = z.object({
  sort: z.enum(reviewSorts, { message: 'must be newest or helpful' }).default('newest'),
  page: z.coerce.number({ message: 'must be a number' }).int('must be a whole number').min(1, 'must be 1 or more').max(10_000, 'is too large').default(1),
  pageSize: z.coerce
    .number({ message: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(REVIEW_PAGE_SIZE_MAX, `must be at most ${REVIEW_PAGE_SIZE_MAX}`)
    .default(5),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

/** Visible reviews of one product: a page of them, and the rating distribution over all of them. */
export const reviewListSchema = z.object({
  items: z.array(reviewSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Visible reviews by stars, keys '1'…'5'. */
  distribution: z.record(z.enum(['1', '2', '3', '4', '5']), z.number().int().nonnegative()),
  /** Mean of the visible reviews, one decimal; null without any. */
  average: z.number().nullable(),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** The signed-in shopper and one product: may they review it, their review if any, and the reviews they found helpful. */
export const myReviewStateSchema = z.object({
  eligible: z.boolean(),
  review: reviewSchema.extend({ hidden: z.boolean(), hiddenReason: z.string().nullable() }).nullable(),
  helpfulReviewIds: z.array(z.string()),
});
export type MyReviewState = z.infer<typeof myReviewStateSchema>;

export const reviewIdParamsSchema = z.object({ reviewId: z.uuid({ message: 'must be a review id' }) });

export const helpfulVoteSchema = z.object({ helpfulCount: z.number().int().nonnegative(), voted: z.boolean() });
export type HelpfulVote = z.infer<typeof helpfulVoteSchema>;

export const reviewHideBodySchema = z.object({
  reason: z.string({ message: 'Please give a reason' }).trim().min(3, 'Please give a reason').max(300, 'Reason must be at most 300 characters'),
});

export const adminReviewQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  visibility: z.enum(['all', 'visible', 'hidden'], { message: 'must be all, visible or hidden' }).default('all'),
  productId: z.string().trim().max(64).optional(),
});

export const adminReviewSchema = reviewSchema.extend({
  productName: z.string(),
  authorEmail: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  hiddenAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListSchema = z.object({
  items: z.array(adminReviewSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReviewList = z.infer<typeof adminReviewListSchema>;

/** A signed-in shopper's address is their account's; a visitor gives one. */
export const stockAlertBodySchema = z.object({ email: emailFieldSchema.optional() });
export const stockAlertSchema = z.object({ message: z.string(), email: z.string() });
