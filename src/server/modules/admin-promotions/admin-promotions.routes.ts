import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { promotionIdParamsSchema, promotionInputSchema, promotionSchema } from '../../../shared/promotions/promotion.schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { createPromotion, deactivatePromotion, listPromotions, updatePromotion } from './admin-promotions.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** Staff's coupons and automatic discounts (under adminRoutes' admin check), ADR 60. */
export async function adminPromotionsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get('/api/admin/promotions', { schema: { tags, response: { 200: z.array(promotionSchema), ...errors } } }, async () => listPromotions(app.db));

  api.post('/api/admin/promotions', { schema: { tags, body: promotionInputSchema, response: { 201: promotionSchema, ...errors } } }, async (request, reply) => {
    const created = await createPromotion(app.db, request.body);
    await recordAudit(app.db, request.user, 'promotion.create', 'promotion', created._id, { name: created.name, code: created.code });
    return reply.code(201).send(created);
  });

  api.put(
    '/api/admin/promotions/:id',
    { schema: { tags, params: promotionIdParamsSchema, body: promotionInputSchema, response: { 200: promotionSchema, ...errors } } },
    async (request) => {
      const updated = await updatePromotion(app.db, request.params.id, request.body);
      await recordAudit(app.db, request.user, 'promotion.update', 'promotion', updated._id, { name: updated.name, code: updated.code, active: updated.active });
      return updated;
    },
  );

  api.post(
    '/api/admin/promotions/:id/deactivate',
    { schema: { tags, params: promotionIdParamsSchema, response: { 200: promotionSchema, ...errors } } },
    async (request) => {
      const updated = await deactivatePromotion(app.db, request.params.id);
      await recordAudit(app.db, request.user, 'promotion.deactivate', 'promotion', updated._id, { name: updated.name, code: updated.code });
      return updated;
    },
  );
}
