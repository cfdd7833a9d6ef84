import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money.js';
import { codSettingsSchema, paymentSettingsSchema, refundRequestSchema, refundSchema } from '../../../shared/payments/payment.schema.js';
import type { RefundStatus } from '../../../shared/payments/payment-status.js';
import { orderIdParamsSchema } from '../../../shared/shopping/order.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { isUuid } from '../../db/uuid.js';
import { recordAudit } from '../audit/audit.service.js';
import { getCodSettings, saveCodSettings } from '../payments/cod-settings.service.js';
import { paymentDepsOf } from '../payments/payment-deps-of-app.js';
import { requestRefund } from '../payments/refunds.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const idempotencyKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{10,64}$/, 'Idempotency-Key must be 10–64 letters, digits, - or _');

/** Staff's payment tools (under adminRoutes' admin check): COD rules, and refunds of paid orders. */
export async function adminPaymentsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  const settings = async () => {
    const cod = await getCodSettings(app.db);
    return {
      enabled: cod.enabled,
      maxTotal: paiseToRupees(cod.maxTotalPaise),
      fee: paiseToRupees(cod.feePaise),
      onlineEnabled: app.paymentProvider !== null,
      expiryMinutes: app.config.paymentExpiryMinutes,
    };
  };

  api.get('/api/admin/payment-settings', { schema: { tags, response: { 200: paymentSettingsSchema, ...errors } } }, settings);

  api.put(
    '/api/admin/payment-settings',
    { schema: { tags, body: codSettingsSchema, response: { 200: paymentSettingsSchema, ...errors } } },
    async (request) => {
      const before = await getCodSettings(app.db);
      const saved = await saveCodSettings(app.db, request.body);
      await recordAudit(app.db, request.user, 'payments.cod-settings', 'settings', 'payments', { before, after: saved });
      return settings();
    },
  );

  api.post(
    '/api/admin/orders/:id/refunds',
    { schema: { tags, params: orderIdParamsSchema, body: refundRequestSchema, response: { 200: refundSchema, 201: refundSchema, ...errors } } },
    async (request, reply) => {
      if (!isUuid(request.params.id)) throw new HttpError(404, 'Order not found');
      const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
      if (!key.success) throw new HttpError(400, key.error.issues[0]?.message ?? 'Idempotency-Key is required');
      const { refund, created } = await requestRefund(paymentDepsOf(app), {
        orderId: request.params.id,
        amountPaise: request.body.amount === undefined ? null : rupeesToPaise(request.body.amount),
        reason: request.body.reason,
        idempotencyKey: `staff-${key.data}`,
        requestedBy: request.user?.id ?? null,
      });
      if (created)
        await recordAudit(app.db, request.user, 'order.refund', 'order', request.params.id, {
          refundId: refund.id,
          amount: paiseToRupees(refund.amountPaise),
          reason: refund.reason,
        });
      return reply.code(created ? 201 : 200).send({
        _id: refund.id,
        amount: paiseToRupees(refund.amountPaise),
        status: refund.status as RefundStatus,
        reason: refund.reason,
        createdAt: refund.createdAt.toISOString(),
      });
    },
  );
}
