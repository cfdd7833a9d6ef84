import { and, eq, inArray, sql } from 'drizzle-orm';
import { paiseToRupees, formatRupees } from '../../../shared/money.js';
import { refundSourcesFor } from '../../../shared/payments/payment-status.js';
import { queryRows, type Db } from '../../db/client.js';
import { orders } from '../../db/schema/orders.js';
import { payments, refunds } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import { HttpError } from '../../plugins/error-handler.js';
import { orderPageUrl } from '../orders/order-links.js';
import { getOrder } from '../orders/orders.service.js';
import { PAYMENT_REFUND_QUEUE, type PaymentDeps, type TransactionalJobs } from './payment-deps.js';
import { refundMail } from './payment-mails.js';
import { ProviderRefusedError } from './payment-provider.js';

type RefundRow = typeof refunds.$inferSelect;

export interface RefundAsk {
  orderId: string;
  /** Null: everything not refunded yet. */
  amountPaise: number | null;
  reason: string;
  /** One per staff action (the admin's button makes one per dialog): a double click or a retry is the same refund. */
  idempotencyKey: string;
  requestedBy: string | null;
}

/** Undoes the reservation of a transaction that found its key already used by a concurrent twin. */
class SameKeyRaced extends Error {}

/**
 * Reserves the amount on the payment and records the refund in the caller's transaction, with its
 * job: `refunded_paise + amount <= amount_paise` in the one UPDATE, so refunds racing each other can
 * never give back more than was paid. The provider is asked by the job (processRefund), under the
 * refund's id as X-Refund-Idempotency.
 */
export async function reserveRefund(tx: Db, jobs: TransactionalJobs, ask: RefundAsk): Promise<RefundRow> {
  const [payment] = await tx.select().from(payments).where(eq(payments.orderId, ask.orderId)).limit(1);
  if (!payment || !payment.providerPaymentId || (payment.status !== 'captured' && payment.status !== 'refunded'))
    throw new HttpError(409, 'This order has no online payment to refund.');
  const amount = ask.amountPaise ?? payment.amountPaise - payment.refundedPaise;
  if (amount <= 0) throw new HttpError(409, 'This payment has already been refunded in full.');
  const [reserved] = await tx
    .update(payments)
    .set({ refundedPaise: sql`${payments.refundedPaise} + ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(payments.id, payment.id), eq(payments.status, 'captured'), sql`${payments.refundedPaise} + ${amount} <= ${payments.amountPaise}`))
    .returning({ refundedPaise: payments.refundedPaise });
  if (!reserved) {
    const [now] = await tx
      .select({ left: sql<number>`${payments.amountPaise} - ${payments.refundedPaise}`.mapWith(Number) })
      .from(payments)
      .where(eq(payments.id, payment.id));
    const left = now?.left ?? 0;
    throw new HttpError(
      409,
      left > 0 ? `At most ${formatRupees(paiseToRupees(left))} can still be refunded.` : 'This payment has already been refunded in full.',
    );
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      orderId: ask.orderId,
      providerPaymentId: payment.providerPaymentId,
      amountPaise: amount,
      reason: ask.reason,
      idempotencyKey: ask.idempotencyKey,
      requestedBy: ask.requestedBy,
    })
    .onConflictDoNothing({ target: [refunds.orderId, refunds.idempotencyKey] })
    .returning();
  if (!refund) throw new SameKeyRaced();
  await jobs.sendIn(tx, PAYMENT_REFUND_QUEUE, { refundId: refund.id });
  return refund;
}

async function refundByKey(db: Db, orderId: string, key: string): Promise<RefundRow | undefined> {
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), eq(refunds.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** Staff's refund (admin order page): the same key answers the same refund, however often it is sent. */
export async function requestRefund(deps: PaymentDeps, ask: RefundAsk): Promise<{ refund: RefundRow; created: boolean }> {
  if (!deps.provider) throw new HttpError(409, 'Online payment is not configured, so nothing can be refunded through it.');
  const existing = await refundByKey(deps.db, ask.orderId, ask.idempotencyKey);
  if (existing) return { refund: existing, created: false };
  try {
    return { refund: await deps.db.transaction((tx) => reserveRefund(tx, deps.jobs, ask)), created: true };
  } catch (error) {
    if (!(error instanceof SameKeyRaced)) throw error;
    const twin = await refundByKey(deps.db, ask.orderId, ask.idempotencyKey);
    if (!twin) throw error;
    return { refund: twin, created: false };
  }
}

async function shopperEmail(tx: Db, orderId: string): Promise<string | null> {
  const [row] = await tx
    .select({ email: orders.email, userEmail: users.email })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row?.userEmail ?? row?.email ?? null;
}

/**
 * A refund the provider has processed (its answer, or the refund.processed webhook): pending →
 * processed once, with the shopper's mail in the same transaction; a payment refunded in full is
 * closed. A second report finds the refund processed already and changes nothing.
 */
export async function markRefundProcessed(tx: Db, deps: Pick<PaymentDeps, 'jobs' | 'publicUrl'>, refundId: string, providerRefundId: string): Promise<boolean> {
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'processed', providerRefundId, processedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, refundSourcesFor('processed'))))
    .returning();
  if (!refund) return false;
  await tx.execute(sql`update payments set status = 'refunded', updated_at = now()
    where id = ${refund.paymentId} and status = 'captured' and refunded_paise = amount_paise
      and not exists (select 1 from refunds r where r.payment_id = payments.id and r.status = 'pending')`);
  const to = await shopperEmail(tx, refund.orderId);
  if (to)
    await deps.jobs.queueMailIn(
      tx,
      refundMail(to, await getOrder(tx, null, refund.orderId), paiseToRupees(refund.amountPaise), await orderPageUrl(tx, deps.publicUrl, refund.orderId)),
    );
  return true;
}

/** The provider said no for good: the refund failed, and its amount is free to refund again. */
async function markRefundFailed(tx: Db, refundId: string, message: string): Promise<void> {
  const [refund] = await tx
    .update(refunds)
    .set({ status: 'failed', lastError: message, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, refundSourcesFor('failed'))))
    .returning();
  if (refund)
    await tx
      .update(payments)
      .set({ refundedPaise: sql`${payments.refundedPaise} - ${refund.amountPaise}`, updatedAt: sql`now()` })
      .where(eq(payments.id, refund.paymentId));
}

/**
 * The refund job: asks the provider under the refund's id as idempotency key, so a retry after a
 * lost answer (or a crash) is the same refund there. "Try later" throws for pg-boss to retry; a
 * refusal fails the refund and releases its amount.
 */
export async function processRefund(deps: PaymentDeps, refundId: string): Promise<void> {
  const [refund] = await deps.db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
  if (!refund || refund.status !== 'pending' || !deps.provider) return;
  const [order] = await queryRows<{ number: number }>(deps.db, sql`select number from orders where id = ${refund.orderId}`);
  try {
    const answer = await deps.provider.createRefund({
      paymentId: refund.providerPaymentId,
      amountPaise: refund.amountPaise,
      idempotencyKey: refund.id,
      notes: { order: String(order?.number ?? ''), reason: refund.reason.slice(0, 250) },
    });
    await deps.db.transaction(async (tx) => {
      if (answer.status === 'processed') await markRefundProcessed(tx, deps, refund.id, answer.id);
      else if (answer.status === 'failed') await markRefundFailed(tx, refund.id, 'The refund failed at Razorpay');
      else
        await tx
          .update(refunds)
          .set({ providerRefundId: answer.id, updatedAt: sql`now()` })
          .where(eq(refunds.id, refund.id));
    });
  } catch (error) {
    if (error instanceof ProviderRefusedError) {
      await deps.db.transaction((tx) => markRefundFailed(tx, refund.id, error.message));
      return;
    }
    throw error;
  }
}

/** refund.processed: found by the provider's id, or by the receipt we sent (our refund's id) when its answer was lost. */
export async function applyRefundWebhook(tx: Db, deps: PaymentDeps, providerRefund: { id: string; receipt: string | null; status: string }): Promise<void> {
  const [refund] = await tx
    .select({ id: refunds.id })
    .from(refunds)
    .where(sql`${refunds.providerRefundId} = ${providerRefund.id} or ${refunds.id}::text = ${providerRefund.receipt ?? ''}`)
    .limit(1);
  if (refund && providerRefund.status === 'processed') await markRefundProcessed(tx, deps, refund.id, providerRefund.id);
}
