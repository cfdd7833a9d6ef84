import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { orderIdParamsSchema } from '../../../shared/shopping/order.schema.js';
import { requireUser, signedInUser } from '../../plugins/session/session.plugin.js';
import { sendTaxDocumentPdf } from './tax-document-reply.js';

/** The shopper's own tax invoice and credit note, from the order page and the shipping mail. */
export async function documentsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const schema = { tags: ['orders'], params: orderIdParamsSchema, response: { 401: errorResponseSchema, 404: errorResponseSchema } };
  for (const [path, kind] of [
    ['invoice', 'invoice'],
    ['credit-note', 'credit_note'],
  ] as const) {
    api.get(`/api/orders/:id/${path}.pdf`, { preHandler: requireUser, schema }, async (request, reply) => {
      return sendTaxDocumentPdf(app.db, reply, request.params.id, signedInUser(request).id, kind);
    });
  }
}
