import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { orderIdParamsSchema } from '../../../shared/shopping/order.schema.js';
import { orderTrackingSchema } from '../../../shared/shipping/shipping.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { requireUser } from '../../plugins/session/session.plugin.js';
import { getOrder } from '../orders/orders.service.js';
import { shipmentsOf } from './shipments.service.js';
import { shopperHistory } from './status-history.service.js';

export async function shippingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/api/orders/:id/tracking',
    {
      preHandler: requireUser,
      schema: {
        tags: ['orders'],
        summary: "The order's parcels (courier, tracking link, expected day) and its status history, without staff names",
        params: orderIdParamsSchema,
        response: { 200: orderTrackingSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new HttpError(401, 'Authentication required. Please sign in.');
      // Another user's order answers exactly like a missing one.
      const order = await getOrder(app.db, user.id, request.params.id);
      const [shipments, history] = await Promise.all([shipmentsOf(app.db, order._id), shopperHistory(app.db, order._id)]);
      return { shipments, history };
    },
  );
}
