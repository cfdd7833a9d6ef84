import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paymentEvents } from '../../db/schema/payments.js';
import { HttpError } from '../../plugins/error-handler.js';
import { paymentDepsOf } from './payment-deps-of-app.js';
import { applyCapturedPayment, recordFailedAttempt } from './payments.service.js';
import { razorpayPaymentEntity, toProviderPayment } from './razorpay-provider.js';
import { applyRefundWebhook } from './refunds.service.js';

const refundEntity = z.object({ id: z.string(), payment_id: z.string(), amount: z.number().int(), status: z.string(), receipt: z.string().nullish() });

/** Razorpay's event envelope, as documented; the payloads we read are checked, the rest ignored. */
const webhookSchema = z.object({
  entity: z.literal('event'),
  event: z.string().max(100),
  payload: z.object({
    payment: z.object({ entity: razorpayPaymentEntity }).optional(),
    refund: z.object({ entity: refundEntity }).optional(),
  }),
});

const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * POST /api/webhooks/razorpay. The signature is checked over the raw body, byte for byte, before
 * anything is parsed: a body re-serialised on the way (or tampered with) fails it (401). Each event
 * id is recorded once, in the transaction that applies it, so a repeat changes nothing; it answers
 * 200, since Razorpay retries an event until it gets a 2xx (ADR 31). Events apply forward only: a
 * failure reported after the capture, or a capture reported twice, finds no row to change.
 */
export async function webhooksRoutes(app: FastifyInstance): Promise<void> {
  // Only in this plugin's scope: JSON arrives as the raw bytes the signature covers.
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/api/webhooks/razorpay', { schema: { tags: ['payments'], hide: false } }, async (request, reply) => {
    const provider = app.paymentProvider;
    if (!provider) throw new HttpError(404, 'Online payment is not configured');
    const raw = request.body;
    const signature = request.headers['x-razorpay-signature'];
    if (!Buffer.isBuffer(raw) || typeof signature !== 'string' || !provider.verifyWebhookSignature(raw, signature)) {
      throw new HttpError(401, 'Invalid webhook signature');
    }
    const eventId = request.headers['x-razorpay-event-id'];
    if (typeof eventId !== 'string' || !EVENT_ID.test(eventId)) throw new HttpError(400, 'X-Razorpay-Event-Id is missing or invalid');
    let parsed;
    try {
      parsed = webhookSchema.safeParse(JSON.parse(raw.toString('utf8')));
    } catch {
      throw new HttpError(400, 'The webhook body is not JSON');
    }
    if (!parsed.success) throw new HttpError(400, 'The webhook body is not a Razorpay event');
    const event = parsed.data;
    const deps = paymentDepsOf(app);
    const outcome = await app.db.transaction(async (tx) => {
      const recorded = await tx.insert(paymentEvents).values({ eventId, provider: provider.name, event: event.event }).onConflictDoNothing().returning();
      if (recorded.length === 0) return 'duplicate';
      const inTx = { ...deps, db: tx };
      const payment = event.payload.payment?.entity;
      switch (event.event) {
        case 'payment.captured':
        case 'order.paid':
          if (!payment?.order_id || payment.status !== 'captured') return 'ignored';
          return applyCapturedPayment(inTx, payment.order_id, toProviderPayment(payment), 'provider');
        case 'payment.failed':
          if (payment?.order_id) await recordFailedAttempt(tx, payment.order_id, payment.error_description ?? null);
          return 'applied';
        case 'refund.processed': {
          const refund = event.payload.refund?.entity;
          if (refund) await applyRefundWebhook(tx, inTx, { id: refund.id, receipt: refund.receipt ?? null, status: refund.status });
          return 'applied';
        }
        default:
          return 'ignored';
      }
    });
    return reply.code(200).send({ status: outcome });
  });
}
