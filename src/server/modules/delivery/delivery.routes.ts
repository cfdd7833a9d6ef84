import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deliveryQuoteQuerySchema, deliveryQuoteSchema } from '../../../shared/delivery/delivery.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { rupeesToPaise } from '../../../shared/money.js';
import { quoteDelivery, UnknownPincodeError } from './delivery-quote.service.js';

/** The shopper's delivery question: can it come to this pincode, when, with COD, at what shipping fee. */
export async function deliveryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/delivery/quote',
    { schema: { tags: ['delivery'], querystring: deliveryQuoteQuerySchema, response: { 200: deliveryQuoteSchema, 400: errorResponseSchema } } },
    async (request, reply) => {
      try {
        const { quote } = await quoteDelivery(app.db, request.query.pincode, rupeesToPaise(request.query.subtotal ?? 0));
        // Rules change when staff edit them: a minute of browser caching is the most a shopper waits.
        void reply.header('cache-control', 'private, max-age=60');
        return quote;
      } catch (error) {
        if (error instanceof UnknownPincodeError) return reply.code(400).send({ message: error.message, field: error.field, requestId: request.id });
        throw error;
      }
    },
  );
}
