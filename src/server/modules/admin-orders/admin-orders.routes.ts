import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminOrderQuerySchema, orderStatusChangeSchema } from '../../../shared/admin/admin-ops.schema.js';
import { adminOrderSchema, orderSummaryPageSchema } from '../../../shared/admin/admin-orders.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { returnsStock } from '../../../shared/shopping/order-status.js';
import { orderIdParamsSchema } from '../../../shared/shopping/order.schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { orderStatusMail } from '../orders/order-mails.js';
import { orderLinks } from '../orders/order-links.js';
import { changeOrderStatus, getOrder } from '../orders/orders.service.js';
import { listOrderSummaries, orderCustomer } from './admin-orders.service.js';
import { writeOrdersCsv } from './orders-csv-export.js';
import { sendTaxDocumentPdf } from '../documents/tax-document-reply.js';
import { getSeller } from '../tax/seller.service.js';
import { paymentDepsOf } from '../payments/payment-deps-of-app.js';
import { paymentOnCancel } from '../payments/payments.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

export async function adminOrdersRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/orders',
    { schema: { tags, querystring: adminOrderQuerySchema, response: { 200: orderSummaryPageSchema, ...errors } } },
    async (request) => listOrderSummaries(app.db, request.query),
  );

  // The list as CSV with the same filter and search; every match, not one page.
  api.get(
    '/api/admin/orders.csv',
    {
      schema: {
        tags,
        summary: 'Every order matching the list filter as CSV (formula-safe), newest first',
        querystring: adminOrderQuerySchema.omit({ page: true, pageSize: true }),
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="wattson-orders-${day}.csv"`)
        .header('cache-control', 'private, no-store');
      return reply.send(writeOrdersCsv(app.db, request.query));
    },
  );

  api.get('/api/admin/orders/:id', { schema: { tags, params: orderIdParamsSchema, response: { 200: adminOrderSchema, ...errors } } }, async (request) => {
    const order = await getOrder(app.db, null, request.params.id);
    return { ...order, customer: (await orderCustomer(app.db, order._id)).customer };
  });

  for (const [path, kind] of [
    ['invoice', 'invoice'],
    ['credit-note', 'credit_note'],
  ] as const) {
    api.get(`/api/admin/orders/:id/${path}.pdf`, { schema: { tags, params: orderIdParamsSchema } }, async (request, reply) =>
      sendTaxDocumentPdf(app.db, reply, request.params.id, null, kind),
    );
  }

  api.patch(
    '/api/admin/orders/:id',
    { schema: { tags, params: orderIdParamsSchema, body: orderStatusChangeSchema, response: { 200: adminOrderSchema, ...errors } } },
    async (request) => {
      const before = await getOrder(app.db, null, request.params.id);
      const order = await changeOrderStatus(
        app.db,
        request.params.id,
        request.body.status,
        null,
        { seller: await getSeller(app.db, app.config.seller) },
        paymentOnCancel(paymentDepsOf(app)),
        { userId: request.user?.id ?? null, note: request.body.note || null },
      );
      if (returnsStock(order.status, before.status)) await app.productsChanged(order.items.map((line) => line.productId));
      await recordAudit(app.db, request.user, 'order.status', 'order', order._id, { number: order.number, from: before.status, to: order.status });
      const { customer, email } = await orderCustomer(app.db, order._id);
      const to = customer?.email ?? email;
      // The shopper hears of every change, by a queued mail that is retried until it goes out (jobs/mail-queue.ts);
      // a mail that cannot even be queued never undoes the change.
      if (to)
        await app.jobs
          .queueMail(orderStatusMail(to, order, await orderLinks(app.db, app.config.publicUrl, order._id)))
          .catch((error: unknown) => app.log.error({ err: error }, 'mail not queued'));
      return { ...order, customer };
    },
  );
}
