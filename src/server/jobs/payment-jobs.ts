import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { PAYMENT_EXPIRE_QUEUE, PAYMENT_REFUND_QUEUE, PAYMENT_SWEEP_QUEUE, type PaymentDeps } from '../modules/payments/payment-deps.js';
import { expirePendingOrder, sweepPayments } from '../modules/payments/payments.service.js';
import { processRefund } from '../modules/payments/refunds.service.js';

/** Every minute: due expiries and payments without news are put to the provider (ADR 31). */
export const PAYMENT_SWEEP_SCHEDULE = { cron: '* * * * *', tz: 'Asia/Kolkata' };

export const PAYMENT_QUEUES = [PAYMENT_EXPIRE_QUEUE, PAYMENT_REFUND_QUEUE, PAYMENT_SWEEP_QUEUE] as const;

/**
 * A job that cannot reach the provider throws and pg-boss tries it again with backoff (about 30 s,
 * doubling, for hours): a refund or an expiry is never dropped, and each is safe to run twice.
 */
export const PAYMENT_RETRY = { retryLimit: 12, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600, expireInSeconds: 120 } as const;

export async function workPaymentQueues(boss: PgBoss, deps: PaymentDeps, log: FastifyBaseLogger): Promise<void> {
  await boss.schedule(PAYMENT_SWEEP_QUEUE, PAYMENT_SWEEP_SCHEDULE.cron, null, { tz: PAYMENT_SWEEP_SCHEDULE.tz, retryLimit: 0, expireInSeconds: 300 });
  const options = { pollingIntervalSeconds: 1 } as const;
  await boss.work<{ orderId: string }>(PAYMENT_EXPIRE_QUEUE, options, async ([job]) => {
    if (job) await expirePendingOrder(deps, job.data.orderId);
  });
  await boss.work<{ refundId: string }>(PAYMENT_REFUND_QUEUE, options, async ([job]) => {
    if (job) await processRefund(deps, job.data.refundId);
  });
  await boss.work(PAYMENT_SWEEP_QUEUE, async () => {
    const outcome = await sweepPayments(deps, log);
    if (outcome.expired || outcome.paid) log.info({ payments: outcome }, 'payment sweep');
  });
}
