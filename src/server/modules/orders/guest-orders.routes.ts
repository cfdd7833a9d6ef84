import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { checkoutSessionSchema, paymentVerificationSchema } from '../../../shared/payments/payment.schema.js';
import { guestOrderBodySchema, orderTokenQuerySchema, placedGuestOrderSchema } from '../../../shared/shopping/guest-order.schema.js';
import { orderIdParamsSchema, orderSchema } from '../../../shared/shopping/order.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { sendTaxDocumentPdf } from '../documents/tax-document-reply.js';
import { getSeller } from '../tax/seller.service.js';
import { paymentDepsOf } from '../payments/payment-deps-of-app.js';
import { confirmCheckout, paymentOnCancel, scheduleExpiry, startCheckout, switchToCod } from '../payments/payments.service.js';
import { orderEmail, requireOrderToken } from './guest-orders.service.js';
import { orderConfirmationMail, orderStatusMail } from './order-mails.js';
import { orderLinks, orderLinksOf, orderToken } from './order-links.js';
import { changeOrderStatus, getOrder, placeOrder } from './orders.service.js';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  422: errorResponseSchema,
  429: errorResponseSchema,
  503: errorResponseSchema,
};
const idempotencyKeySchema = z.string().trim().min(8, 'Idempotency-Key must be 8–100 characters').max(100, 'Idempotency-Key must be 8–100 characters');

/**
 * Guest checkout (ADR 62): a visitor orders with an email and an address, and reaches the
 * order afterwards only by the signed link mailed to that email (`?token=`). Prices, stock, GST, COD
 * and online payment are the signed-in checkout's own services.
 */
export async function guestOrdersRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];
  // Each order is stock taken and a mail sent: the per-IP budget of the sign-in and code routes, counted on its own.
  const placeLimit = { rateLimit: { max: app.config.authIpLimitPerHour, timeWindow: '1 hour', groupId: 'guest-orders' } };
  const deps = () => paymentDepsOf(app);

  api.post(
    '/api/guest-orders',
    { config: placeLimit, schema: { tags, body: guestOrderBodySchema, response: { 200: placedGuestOrderSchema, 201: placedGuestOrderSchema, ...errors } } },
    async (request, reply) => {
      const header = request.headers['idempotency-key'];
      const parsedKey = header === undefined ? undefined : idempotencyKeySchema.safeParse(header);
      if (parsedKey && !parsedKey.success) throw new HttpError(400, parsedKey.error.issues[0]?.message ?? 'Invalid Idempotency-Key');
      const seller = await getSeller(app.db, app.config.seller);
      const { order, created, transactionId } = await placeOrder(app.db, { id: null, email: request.body.email }, request.body, parsedKey?.data, {
        sellerState: seller.state,
        onlinePayment: app.paymentProvider !== null,
        whenPlaced: async (tx, placed) => {
          if (placed.status === 'Pending payment') return scheduleExpiry(deps(), tx, placed._id);
          // Placed by a guest just now: the signed links, without reading the order back.
          const links = await orderLinksOf(tx, app.config.publicUrl, placed._id, { userId: null, guest: true });
          await app.jobs.queueMailIn(tx, orderConfirmationMail(request.body.email, placed, links.page));
        },
      });
      if (created) {
        app.metrics.ordersPlaced.inc();
        await app.productsChanged(
          order.items.map((line) => line.productId),
          { stockTakenOnly: true, transactionId },
        );
      }
      // The page a guest lands on right after ordering, without waiting for the mail.
      return reply.code(created ? 201 : 200).send({ ...order, orderToken: await orderToken(app.db, order._id) });
    },
  );

  api.get(
    '/api/guest-orders/:id',
    { schema: { tags, params: orderIdParamsSchema, querystring: orderTokenQuerySchema, response: { 200: orderSchema, ...errors } } },
    async (request) => getOrder(app.db, null, await requireOrderToken(app.db, request.params.id, request.query.token)),
  );

  api.post(
    '/api/guest-orders/:id/payment',
    { schema: { tags, params: orderIdParamsSchema, querystring: orderTokenQuerySchema, response: { 200: checkoutSessionSchema, ...errors } } },
    async (request) => {
      const id = await requireOrderToken(app.db, request.params.id, request.query.token);
      return startCheckout(deps(), { id: null, email: await orderEmail(app.db, id) }, id);
    },
  );

  api.post(
    '/api/guest-orders/:id/payment/verify',
    {
      schema: {
        tags,
        params: orderIdParamsSchema,
        querystring: orderTokenQuerySchema,
        body: paymentVerificationSchema,
        response: { 200: orderSchema, ...errors },
      },
    },
    async (request) => confirmCheckout(deps(), null, await requireOrderToken(app.db, request.params.id, request.query.token), request.body),
  );

  // The tax invoice and credit note by the same link: a guest's mails and order page offer them too.
  for (const [path, kind] of [
    ['invoice', 'invoice'],
    ['credit-note', 'credit_note'],
  ] as const) {
    api.get(
      `/api/guest-orders/:id/${path}.pdf`,
      { schema: { tags, params: orderIdParamsSchema, querystring: orderTokenQuerySchema, response: { 400: errorResponseSchema, 404: errorResponseSchema } } },
      async (request, reply) => sendTaxDocumentPdf(app.db, reply, await requireOrderToken(app.db, request.params.id, request.query.token), null, kind),
    );
  }

  api.post(
    '/api/guest-orders/:id/cancel',
    { schema: { tags, params: orderIdParamsSchema, querystring: orderTokenQuerySchema, response: { 200: orderSchema, ...errors } } },
    async (request) => {
      const id = await requireOrderToken(app.db, request.params.id, request.query.token);
      // The link's holder is the order's shopper (ADR 68): the shopper's moves of the status table, the
      // same conditional UPDATE, stock return and refund as a signed-in cancel; the link opens no other order.
      const order = await changeOrderStatus(app.db, id, 'Cancelled', null, { seller: await getSeller(app.db, app.config.seller) }, paymentOnCancel(deps()), {
        actor: 'shopper',
      });
      await app.productsChanged(order.items.map((line) => line.productId));
      const to = await orderEmail(app.db, id);
      if (to)
        await app.jobs
          .queueMail(orderStatusMail(to, order, await orderLinks(app.db, app.config.publicUrl, id)))
          .catch((error: unknown) => app.log.error({ err: error }, 'mail not queued'));
      return order;
    },
  );

  api.post(
    '/api/guest-orders/:id/pay-on-delivery',
    { schema: { tags, params: orderIdParamsSchema, querystring: orderTokenQuerySchema, response: { 200: orderSchema, ...errors } } },
    async (request) => switchToCod(deps(), null, await requireOrderToken(app.db, request.params.id, request.query.token)),
  );
}
