import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { createOrderBodySchema, orderIdParamsSchema, orderSchema } from '../../../shared/shopping/order.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { requireUser, signedInUser } from '../../plugins/session/session.plugin.js';
import { orderConfirmationMail, orderStatusMail } from './order-mails.js';
import { orderLinks, orderLinksOf } from './order-links.js';
import { changeOrderStatus, getOrder, listOrders, placeOrder } from './orders.service.js';
import { getSeller } from '../tax/seller.service.js';
import { rememberOrderAddress } from '../addresses/addresses.service.js';
import { paymentDepsOf } from '../payments/payment-deps-of-app.js';
import { paymentOnCancel, scheduleExpiry } from '../payments/payments.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };
const idempotencyKeySchema = z.string().trim().min(8, 'Idempotency-Key must be 8–100 characters').max(100, 'Idempotency-Key must be 8–100 characters');

export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['orders'];

  async function mailQuietly(message: Parameters<typeof app.jobs.queueMail>[0]): Promise<void> {
    // Queued, not sent: the worker delivers it and retries a failed delivery (jobs/mail-queue.ts). The
    // order stands even if the mail cannot be queued (the database went away just after the order).
    await app.jobs.queueMail(message).catch((error: unknown) => app.log.error({ err: error, subject: message.subject }, 'mail not queued'));
  }

  api.post(
    '/api/orders',
    { preHandler: requireUser, schema: { tags, body: createOrderBodySchema, response: { 200: orderSchema, 201: orderSchema, ...errors } } },
    async (request, reply) => {
      const user = signedInUser(request);
      const header = request.headers['idempotency-key'];
      const parsedKey = header === undefined ? undefined : idempotencyKeySchema.safeParse(header);
      if (parsedKey && !parsedKey.success) throw new HttpError(400, parsedKey.error.issues[0]?.message ?? 'Invalid Idempotency-Key');
      const seller = await getSeller(app.db, app.config.seller);
      const { order, created, transactionId } = await placeOrder(app.db, user, request.body, parsedKey?.data, {
        sellerState: seller.state,
        onlinePayment: app.paymentProvider !== null,
        // An online order is confirmed by its payment (payments.service); until then it only waits, and expires.
        // Placed by this account just now: its links are the account's, nothing to read back.
        whenPlaced: async (tx, placed) => {
          if (placed.status === 'Pending payment') return scheduleExpiry(paymentDepsOf(app), tx, placed._id);
          const links = await orderLinksOf(tx, app.config.publicUrl, placed._id, { userId: user.id, guest: false });
          await app.jobs.queueMailIn(tx, orderConfirmationMail(user.email, placed, links.page));
        },
      });
      if (created) {
        app.metrics.ordersPlaced.inc();
        // Stock moved: only answers showing these products are dropped, not the whole catalog cache (ADR 37).
        await app.productsChanged(
          order.items.map((line) => line.productId),
          { stockTakenOnly: true, transactionId },
        );
        // The address book learns the address (ADR 50); the order stands if it cannot.
        await rememberOrderAddress(app.db, user.id, request.body.address).catch((error: unknown) => app.log.error({ err: error }, 'address not remembered'));
      }
      return reply.code(created ? 201 : 200).send(order);
    },
  );

  api.get('/api/orders', { preHandler: requireUser, schema: { tags, response: { 200: z.array(orderSchema), ...errors } } }, async (request) =>
    listOrders(app.db, signedInUser(request).id),
  );

  api.get(
    '/api/orders/:id',
    { preHandler: requireUser, schema: { tags, params: orderIdParamsSchema, response: { 200: orderSchema, ...errors } } },
    async (request) => getOrder(app.db, signedInUser(request).id, request.params.id),
  );

  api.post(
    '/api/orders/:id/cancel',
    { preHandler: requireUser, schema: { tags, params: orderIdParamsSchema, response: { 200: orderSchema, ...errors } } },
    async (request) => {
      const user = signedInUser(request);
      // Shoppers may cancel only before dispatch: the status table's shopper moves, applied atomically.
      const order = await changeOrderStatus(
        app.db,
        request.params.id,
        'Cancelled',
        user.id,
        { seller: await getSeller(app.db, app.config.seller) },
        paymentOnCancel(paymentDepsOf(app)),
      );
      await app.productsChanged(order.items.map((line) => line.productId));
      await mailQuietly(orderStatusMail(user.email, order, await orderLinks(app.db, app.config.publicUrl, order._id)));
      return order;
    },
  );
}
