import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { discountQuoteBodySchema, discountQuoteSchema } from '../../../shared/promotions/promotion.schema.js';
import { requireUser } from '../../plugins/session/session.plugin.js';
import { quoteCartDiscount } from './cart-discount.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema };

/** The cart's discount as the server decides it: the client sends a code at most, never an amount. */
export async function promotionsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/carts/discount',
    { preHandler: requireUser, schema: { tags: ['cart'], body: discountQuoteBodySchema, response: { 200: discountQuoteSchema, ...errors } } },
    async (request) => quoteCartDiscount(app.db, request.user?.id ?? '', request.body.code ?? null),
  );
}
