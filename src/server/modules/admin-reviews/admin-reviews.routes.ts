import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  reviewHideBodySchema,
  reviewIdParamsSchema,
} from '../../../shared/catalog/review.schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { listAdminReviews, setReviewHidden } from './admin-reviews.service.js';

/** Staff moderate reviews; registered inside the admin scope (admin session required). */
export async function adminReviewsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get('/api/admin/reviews', { schema: { tags, querystring: adminReviewQuerySchema, response: { 200: adminReviewListSchema } } }, async (request) =>
    listAdminReviews(app.db, request.query),
  );

  api.post(
    '/api/admin/reviews/:reviewId/hide',
    { schema: { tags, params: reviewIdParamsSchema, body: reviewHideBodySchema, response: { 200: adminReviewSchema } } },
    async (request) => {
      const result = await setReviewHidden(app.db, request.user?.id ?? '', request.params.reviewId, { reason: request.body.reason });
      if (result.ratingChanged) await app.productsChanged([result.productId]);
      await recordAudit(app.db, request.user, 'review.hide', 'review', request.params.reviewId, { productId: result.productId, reason: request.body.reason });
      return result.review;
    },
  );

  api.post('/api/admin/reviews/:reviewId/unhide', { schema: { tags, params: reviewIdParamsSchema, response: { 200: adminReviewSchema } } }, async (request) => {
    const result = await setReviewHidden(app.db, request.user?.id ?? '', request.params.reviewId, null);
    if (result.ratingChanged) await app.productsChanged([result.productId]);
    await recordAudit(app.db, request.user, 'review.unhide', 'review', request.params.reviewId, { productId: result.productId });
    return result.review;
  });
}
