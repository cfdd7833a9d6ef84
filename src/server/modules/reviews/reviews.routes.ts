import { readUploadedFile } from '../../http/uploaded-file.js';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { uploadedImageSchema } from '../../../shared/admin/admin-products.schema.js';
import { productIdParamsSchema } from '../../../shared/catalog/product.schema.js';
import {
  helpfulVoteSchema,
  myReviewStateSchema,
  reviewIdParamsSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewSchema,
} from '../../../shared/catalog/review.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { requireUser } from '../../plugins/session/session.plugin.js';
import { MAX_UPLOAD_BYTES, storeProductImage } from '../admin-products/media-uploads.service.js';
import { unvoteHelpful, voteHelpful } from './review-helpful.service.js';
import { createReview, listReviews, myReviewState, updateReview } from './reviews.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
/** Photos are re-encoded (CPU): a shopper adding four photos to a review, a few times over, stays well inside. */
const PHOTO_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

/** Shoppers' reviews of products they received, their photos and "helpful" votes (ADR 51). */
export async function reviewsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reviews'];
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });

  api.get(
    '/api/products/:id/reviews',
    {
      schema: {
        tags,
        summary: "The product's visible reviews, newest or most helpful first, a page at a time, with the rating distribution",
        params: productIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => listReviews(app.db, request.params.id, request.query),
  );

  api.get(
    '/api/products/:id/reviews/mine',
    { preHandler: requireUser, schema: { tags, params: productIdParamsSchema, response: { 200: myReviewStateSchema, ...errors } } },
    async (request) => myReviewState(app.db, request.user?.id ?? '', request.params.id),
  );

  api.post(
    '/api/products/:id/reviews',
    { preHandler: requireUser, schema: { tags, params: productIdParamsSchema, body: reviewInputSchema, response: { 201: reviewSchema, ...errors } } },
    async (request, reply) => {
      const { review, ratingChanged } = await createReview(app.db, app.config.dataDir, request.user?.id ?? '', request.params.id, request.body);
      if (ratingChanged) await app.productsChanged([request.params.id]);
      return reply.code(201).send(review);
    },
  );

  api.put(
    '/api/products/:id/reviews/mine',
    { preHandler: requireUser, schema: { tags, params: productIdParamsSchema, body: reviewInputSchema, response: { 200: reviewSchema, ...errors } } },
    async (request) => {
      const { review, ratingChanged } = await updateReview(app.db, app.config.dataDir, request.user?.id ?? '', request.params.id, request.body);
      if (ratingChanged) await app.productsChanged([request.params.id]);
      return review;
    },
  );

  api.put(
    '/api/reviews/:reviewId/helpful',
    { preHandler: requireUser, schema: { tags, params: reviewIdParamsSchema, response: { 200: helpfulVoteSchema, ...errors } } },
    async (request) => voteHelpful(app.db, request.user?.id ?? '', request.params.reviewId),
  );

  api.delete(
    '/api/reviews/:reviewId/helpful',
    { preHandler: requireUser, schema: { tags, params: reviewIdParamsSchema, response: { 200: helpfulVoteSchema, ...errors } } },
    async (request) => unvoteHelpful(app.db, request.user?.id ?? '', request.params.reviewId),
  );

  // The product image rules (admin uploads): one file of 5 MB, type from its bytes, re-encoded to WebP.
  const uploadTimeout = Math.max(app.config.requestTimeoutMs, 120_000);
  api.post(
    '/api/reviews/photos',
    {
      preHandler: requireUser,
      handlerTimeout: uploadTimeout,
      config: { rateLimit: PHOTO_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Upload one photo for a review (JPEG, PNG or WebP, 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: uploadedImageSchema },
      },
    },
    async (request, reply) => {
      const { bytes } = await readUploadedFile(request, 'image');
      return reply.code(201).send(await storeProductImage(app.config.dataDir, bytes));
    },
  );
}
