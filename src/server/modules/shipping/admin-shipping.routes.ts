import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { orderIdParamsSchema, orderSchema } from '../../../shared/shopping/order.schema.js';
import type { AuthUser } from '../../fastify-types.js';
import {
  courierIdParamsSchema,
  courierInputSchema,
  courierSchema,
  packingSlipsQuerySchema,
  shipmentInputSchema,
  shipmentSchema,
  staffOrderTrackingSchema,
} from '../../../shared/shipping/shipping.schema.js';
import { z } from 'zod';
import { recordAudit } from '../audit/audit.service.js';
import { getOrder } from '../orders/orders.service.js';
import { getSeller } from '../tax/seller.service.js';
import { HttpError } from '../../plugins/error-handler.js';
import { cashCollectedOf, markCashCollected } from './cash-collection.service.js';
import { createCourier, listCouriers, updateCourier } from './couriers.service.js';
import { packingSlipsFor } from './packing-slips.service.js';
import { shipmentsOf, shipOrder } from './shipments.service.js';
import { staffHistory } from './status-history.service.js';
import { orderLines } from '../../db/schema/orders.js';
import { asc, eq } from 'drizzle-orm';

/** The admin scope's hook demands a staff session before any route here runs. */
function staff(user: AuthUser | null): AuthUser {
  if (!user) throw new HttpError(401, 'Authentication required. Please sign in.');
  return user;
}

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** Staff's shipping work: couriers, parcels with tracking, the status history, COD cash, packing slips. */
export async function adminShippingRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'shipping'];

  api.get('/api/admin/couriers', { schema: { tags, response: { 200: z.array(courierSchema) } } }, async () => listCouriers(app.db));

  api.post('/api/admin/couriers', { schema: { tags, body: courierInputSchema, response: { 201: courierSchema, ...errors } } }, async (request, reply) => {
    const courier = await createCourier(app.db, request.body);
    await recordAudit(app.db, staff(request.user), 'courier.create', 'courier', courier._id, { name: courier.name });
    return reply.code(201).send(courier);
  });

  api.put(
    '/api/admin/couriers/:id',
    { schema: { tags, params: courierIdParamsSchema, body: courierInputSchema, response: { 200: courierSchema, ...errors } } },
    async (request) => {
      const courier = await updateCourier(app.db, request.params.id, request.body);
      await recordAudit(app.db, staff(request.user), 'courier.update', 'courier', courier._id, {
        name: courier.name,
        trackingUrl: courier.trackingUrl,
        active: courier.active,
      });
      return courier;
    },
  );

  api.get(
    '/api/admin/orders/:id/tracking',
    { schema: { tags, params: orderIdParamsSchema, response: { 200: staffOrderTrackingSchema, ...errors } } },
    async (request) => {
      const order = await getOrder(app.db, null, request.params.id);
      const [shipments, history, lines, cashCollected] = await Promise.all([
        shipmentsOf(app.db, order._id),
        staffHistory(app.db, order._id),
        app.db
          .select({ productId: orderLines.productId, name: orderLines.name, quantity: orderLines.quantity, shipped: orderLines.shippedQuantity })
          .from(orderLines)
          .where(eq(orderLines.orderId, order._id))
          .orderBy(asc(orderLines.name)),
        cashCollectedOf(app.db, order._id),
      ]);
      return { shipments, history, lines, cashCollected };
    },
  );

  api.post(
    '/api/admin/orders/:id/shipments',
    {
      schema: { tags, params: orderIdParamsSchema, body: shipmentInputSchema, response: { 201: orderSchema.extend({ shipment: shipmentSchema }), ...errors } },
    },
    async (request, reply) => {
      const user = staff(request.user);
      const { order, shipment } = await shipOrder(
        app.db,
        { documents: { seller: await getSeller(app.db, app.config.seller) }, queueMailIn: app.jobs.queueMailIn, publicUrl: app.config.publicUrl },
        request.params.id,
        user.id,
        request.body,
      );
      await recordAudit(app.db, user, 'order.shipment', 'order', order._id, {
        number: order.number,
        courier: shipment.courier,
        trackingNumber: shipment.trackingNumber,
        items: shipment.items.map((i) => ({ productId: i.productId, quantity: i.quantity })),
      });
      return reply.code(201).send({ ...order, shipment });
    },
  );

  api.post(
    '/api/admin/orders/:id/cash-collected',
    { schema: { tags, params: orderIdParamsSchema, response: { 200: z.object({ at: z.string(), by: z.string().nullable() }), ...errors } } },
    async (request) => {
      const user = staff(request.user);
      const collected = await markCashCollected(app.db, request.params.id, user.id);
      const order = await getOrder(app.db, null, request.params.id);
      await recordAudit(app.db, user, 'order.cash_collected', 'order', order._id, { number: order.number, total: order.total });
      return collected;
    },
  );

  async function sendSlips(ids: string[], file: string) {
    const [slips, seller] = await Promise.all([packingSlipsFor(app.db, ids), getSeller(app.db, app.config.seller)]);
    // pdfkit is loaded on the first PDF, not at start: it is ~25 MB of the server's memory.
    const { renderPackingSlips } = await import('./packing-slip-pdf.js');
    return { pdf: await renderPackingSlips(slips, seller), file: file.replace('{n}', String(slips[0]?.order.number ?? '')) };
  }

  api.get('/api/admin/orders/:id/packing-slip.pdf', { schema: { tags, params: orderIdParamsSchema } }, async (request, reply) => {
    const { pdf, file } = await sendSlips([request.params.id], 'packing-slip-{n}.pdf');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${file}"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  api.get('/api/admin/packing-slips.pdf', { schema: { tags, querystring: packingSlipsQuerySchema } }, async (request, reply) => {
    const { pdf } = await sendSlips(request.query.ids, '');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', 'attachment; filename="packing-slips.pdf"')
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });
}
