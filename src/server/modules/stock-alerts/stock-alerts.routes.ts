import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { productIdParamsSchema } from '../../../shared/catalog/product.schema.js';
import { stockAlertBodySchema, stockAlertSchema } from '../../../shared/catalog/review.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { ALERT_SAVED, sendBackInStockMails, subscribeToRestock } from './stock-alerts.service.js';

/** A visitor leaving addresses for many products is still one client; this keeps it from mailing strangers in bulk. */
const ALERT_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

/**
 * "Notify me when back in stock" (ADR 51). Whoever restocks (staff's edit, a CSV import, a cancelled
 * order's items returning), every process hears the product change and claims the open subscriptions
 * of products now in stock; the claim is atomic, so each mail is queued once.
 */
export async function stockAlertsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  app.onProductsChanged(async (ids, change) => {
    // An order's own call: stock only went down, and the table's notice brings the one check (ADR 72).
    if (change?.stockTakenOnly) return;
    try {
      await sendBackInStockMails(app.db, app.jobs.queueMailIn, app.config.publicUrl, ids);
    } catch (error) {
      // A failed claim rolled back: the subscriptions stay open for the next change of the product.
      app.log.warn({ err: error }, 'back-in-stock mails not queued');
    }
  });

  api.post(
    '/api/products/:id/stock-alerts',
    {
      config: { rateLimit: ALERT_RATE_LIMIT },
      schema: {
        tags: ['catalog'],
        summary: 'Mail me once when this out-of-stock product is back (the account address, or the one given)',
        params: productIdParamsSchema,
        body: stockAlertBodySchema,
        response: { 201: stockAlertSchema, 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const email = request.user?.email ?? request.body.email;
      if (!email) throw new HttpError(400, 'Email is required');
      await subscribeToRestock(app.db, request.params.id, email, request.user?.id ?? null);
      return reply.code(201).send({ message: ALERT_SAVED, email });
    },
  );
}
