import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { paiseToRupees } from '../../../shared/money.js';
import { findOrderMove, type OrderStatusMove } from '../../../shared/shopping/order-status.js';
import { paymentSourcesFor, type PaymentActor } from '../../../shared/payments/payment-status.js';
import type { CheckoutSession, PaymentVerification } from '../../../shared/payments/payment.schema.js';
import type { Order } from '../../../shared/shopping/order.schema.js';
import { queryRows, type Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { payments } from '../../db/schema/payments.js';
import { users } from '../../db/schema/users.js';
import { HttpError } from '../../plugins/error-handler.js';
import { isUuid } from '../../db/uuid.js';
import type { GstSplit } from '../../../shared/tax/gst-amounts.js';
import { orderConfirmationMail } from '../orders/order-mails.js';
import { orderPageUrl } from '../orders/order-links.js';
import { applyOrderMove, codFeeColumns, getOrder, type AfterOrderMove } from '../orders/orders.service.js';
import { codEligibility } from './cod-eligibility.js';
import { PAYMENT_EXPIRE_QUEUE, type PaymentDeps } from './payment-deps.js';
import { latePaymentMail } from './payment-mails.js';
import { ProviderUnavailableError, type PaymentProvider, type ProviderPayment } from './payment-provider.js';
import { reserveRefund } from './refunds.service.js';

type PaymentRow = typeof payments.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

function requireProvider(deps: PaymentDeps): PaymentProvider {
  if (!deps.provider) throw new HttpError(409, 'Online payment is not available. Please choose Cash on Delivery.');
  return deps.provider;
}

function orderMove(from: 'Pending payment', to: 'Processing' | 'Cancelled', actor: 'payment' | 'shopper' | 'system'): OrderStatusMove {
  const move = findOrderMove(from, to, actor);
  if (!move) throw new Error(`no ${from} → ${to} move for ${actor} in the order status table`);
  return move;
}

/** The shopper's order; `userId` null: a guest whose signed order link the route has checked (orders/order-links.ts). */
async function ownOrder(db: Db, userId: string | null, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw new HttpError(404, 'Order not found');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), userId === null ? undefined : eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new HttpError(404, 'Order not found');
  return order;
}

const expiryOf = (order: OrderRow, minutes: number) => new Date(order.createdAt.getTime() + minutes * 60_000);

/** Queues the order's expiry for the moment it falls due (ADR 31), in the placing transaction (ADR 81). */
export async function scheduleExpiry(deps: PaymentDeps, tx: Db, orderId: string): Promise<void> {
  await deps.jobs.sendIn(tx, PAYMENT_EXPIRE_QUEUE, { orderId }, { startAfterSeconds: deps.expiryMinutes * 60 + 5 });
}

/**
 * What the browser needs to open Checkout for an unpaid order: the provider's order for the order's
 * exact total (receipt = our order number), made once and kept; a retry reuses it until expiry.
 */
export async function startCheckout(deps: PaymentDeps, user: { id: string | null; email: string }, orderId: string): Promise<CheckoutSession> {
  const provider = requireProvider(deps);
  const order = await ownOrder(deps.db, user.id, orderId);
  if (order.status !== 'Pending payment')
    throw new HttpError(409, order.status === 'Cancelled' ? 'This order was cancelled: it can no longer be paid.' : 'This order needs no payment now.');
  const expiresAt = expiryOf(order, deps.expiryMinutes);
  if (expiresAt.getTime() <= Date.now()) throw new HttpError(409, 'The time to pay for this order is over. Please place it again.');
  let [payment] = await deps.db.select().from(payments).where(eq(payments.orderId, order.id)).limit(1);
  if (!payment) {
    let made;
    try {
      made = await provider.createOrder({ amountPaise: order.totalPaise, receipt: String(order.number), notes: { order_id: order.id } });
    } catch (error) {
      if (error instanceof ProviderUnavailableError)
        throw new HttpError(503, 'The payment gateway is not answering. Nothing was charged: please try again in a minute, or choose Cash on Delivery.');
      throw error;
    }
    if (made.amountPaise !== order.totalPaise || made.currency !== 'INR') throw new Error('the provider made an order for another amount');
    // Two tabs may ask at once: the first row stays, the other provider order is never shown to anyone.
    await deps.db
      .insert(payments)
      .values({ orderId: order.id, provider: provider.name, providerOrderId: made.id, amountPaise: order.totalPaise, expiresAt })
      .onConflictDoNothing({ target: payments.orderId });
    [payment] = await deps.db.select().from(payments).where(eq(payments.orderId, order.id)).limit(1);
  }
  if (!payment) throw new Error('payment row missing after insert');
  return {
    provider: 'razorpay',
    keyId: provider.keyId,
    providerOrderId: payment.providerOrderId,
    amountPaise: payment.amountPaise,
    currency: 'INR',
    orderNumber: order.number,
    scriptUrl: provider.checkoutUrl,
    expiresAt: payment.expiresAt.toISOString(),
    prefill: { name: order.address.fullName, email: user.email, contact: order.address.phone.replace(/\s|-/g, '') },
  };
}

async function shopperEmail(tx: Db, order: Pick<OrderRow, 'email' | 'userId'>): Promise<string | null> {
  if (!order.userId) return order.email;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
  return user?.email ?? order.email;
}

/** The ordered quantities leave the cart once the order is paid (the rest of the cart stays). */
async function takeOrderFromCart(tx: Db, orderId: string, userId: string | null): Promise<void> {
  if (!userId) return;
  await tx.execute(sql`delete from cart_lines c using order_lines l
    where c.user_id = ${userId} and l.order_id = ${orderId} and l.product_id = c.product_id and c.quantity <= l.quantity`);
  await tx.execute(sql`update cart_lines c set quantity = c.quantity - l.quantity, updated_at = now() from order_lines l
    where c.user_id = ${userId} and l.order_id = ${orderId} and l.product_id = c.product_id`);
}

export type CaptureOutcome = 'completed' | 'already' | 'refunded' | 'ignored';

/**
 * A captured payment, from the checkout's verified answer, a signed webhook or the provider's own
 * answer to reconciliation: the one place money turns an order into a paid one. In one transaction,
 * the order's row locked first (as expiry locks it): the payment moves to captured (once: its
 * conditional UPDATE finds no row the second time), then the order Pending payment → Processing, the
 * ordered goods leave the cart and the confirmation is queued. Money for an order the shop no longer
 * has (expired, cancelled, switched to COD) is refunded in full at once.
 */
export async function applyCapturedPayment(deps: PaymentDeps, providerOrderId: string, paid: ProviderPayment, actor: PaymentActor): Promise<CaptureOutcome> {
  return deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(payments).where(eq(payments.providerOrderId, providerOrderId)).limit(1);
    if (!found) return 'ignored';
    if (paid.amountPaise !== found.amountPaise || paid.currency !== 'INR' || paid.orderId !== providerOrderId) {
      throw new HttpError(400, 'The payment amount does not match this order.');
    }
    await queryRows(tx, sql`select id from orders where id = ${found.orderId} for update`);
    const [captured] = await tx
      .update(payments)
      .set({ status: 'captured', providerPaymentId: paid.id, capturedAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
      .where(and(eq(payments.id, found.id), inArray(payments.status, paymentSourcesFor('captured', actor))))
      .returning();
    if (!captured) return 'already';
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId));
    if (!order) throw new Error('payment without its order');
    const to = await shopperEmail(tx, order);
    if (await applyOrderMove(tx, order.id, orderMove('Pending payment', 'Processing', 'payment'))) {
      await takeOrderFromCart(tx, order.id, order.fromCart ? order.userId : null);
      if (to) await deps.jobs.queueMailIn(tx, orderConfirmationMail(to, await getOrder(tx, null, order.id), await orderPageUrl(tx, deps.publicUrl, order.id)));
      return 'completed';
    }
    await reserveRefund(tx, deps.jobs, {
      orderId: order.id,
      amountPaise: null,
      reason: 'Payment arrived after the order was closed',
      idempotencyKey: `late-${paid.id}`,
      requestedBy: null,
    });
    if (to)
      await deps.jobs.queueMailIn(
        tx,
        latePaymentMail(to, await getOrder(tx, null, order.id), paiseToRupees(paid.amountPaise), await orderPageUrl(tx, deps.publicUrl, order.id)),
      );
    return 'refunded';
  });
}

/** A failed attempt (webhook payment.failed): the payment says so until a later attempt succeeds; a capture is never undone. */
export async function recordFailedAttempt(db: Db, providerOrderId: string, error: string | null): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', lastError: (error ?? 'Payment failed').slice(0, 300), updatedAt: sql`now()` })
    .where(and(eq(payments.providerOrderId, providerOrderId), inArray(payments.status, ['created', ...paymentSourcesFor('failed', 'provider')])));
}

/**
 * Checkout's answer, posted by the browser: the signature must be Razorpay's HMAC of OUR stored
 * provider order id and the payment id, and the payment, fetched from the provider, must be for our
 * amount. Only then is it applied; anything else is a 400 and changes nothing.
 */
export async function confirmCheckout(deps: PaymentDeps, userId: string | null, orderId: string, answer: PaymentVerification): Promise<Order> {
  const provider = requireProvider(deps);
  const order = await ownOrder(deps.db, userId, orderId);
  const [payment] = await deps.db.select().from(payments).where(eq(payments.orderId, order.id)).limit(1);
  if (!payment) throw new HttpError(409, 'This order has no online payment to confirm.');
  if (answer.razorpay_order_id !== payment.providerOrderId) throw new HttpError(400, 'This payment does not belong to this order.');
  if (!provider.verifyCheckoutSignature(payment.providerOrderId, answer.razorpay_payment_id, answer.razorpay_signature)) {
    throw new HttpError(400, 'The payment signature is not valid.');
  }
  let paid: ProviderPayment;
  try {
    paid = await provider.fetchPayment(answer.razorpay_payment_id);
    if (paid.status === 'authorized' && paid.amountPaise === payment.amountPaise) paid = await provider.capturePayment(paid.id, payment.amountPaise);
  } catch (error) {
    if (error instanceof ProviderUnavailableError)
      throw new HttpError(503, 'Your payment is being confirmed. Please check this order again in a minute; you will not be charged twice.');
    throw error;
  }
  if (paid.orderId !== payment.providerOrderId || paid.amountPaise !== payment.amountPaise || paid.currency !== 'INR') {
    throw new HttpError(400, 'The payment amount does not match this order.');
  }
  if (paid.status !== 'captured') throw new HttpError(409, 'This payment has not gone through. No money was taken.');
  await applyCapturedPayment(deps, payment.providerOrderId, paid, 'shopper');
  return getOrder(deps.db, userId, order.id);
}

/** Asks the provider what became of an unpaid order's payment; a captured (or authorised) one is applied. Returns whether it was paid. */
export async function reconcilePayment(deps: PaymentDeps, payment: PaymentRow): Promise<boolean> {
  const provider = deps.provider;
  if (!provider) return false;
  const attempts = await provider.fetchOrderPayments(payment.providerOrderId);
  for (let attempt of attempts) {
    if (attempt.amountPaise !== payment.amountPaise) continue;
    if (attempt.status === 'authorized') attempt = await provider.capturePayment(attempt.id, payment.amountPaise);
    if (attempt.status === 'captured' || attempt.status === 'refunded') {
      await applyCapturedPayment(deps, payment.providerOrderId, { ...attempt, status: 'captured' }, 'provider');
      return true;
    }
  }
  const failed = attempts.find((a) => a.status === 'failed');
  if (failed && payment.status === 'created') await recordFailedAttempt(deps.db, payment.providerOrderId, failed.error);
  return false;
}

/**
 * The expiry of an unpaid order: first the provider is asked (a payment whose webhook never came
 * completes the order instead), then, in one transaction with the order's row locked first, the
 * order moves Pending payment → Cancelled (the stock returns, once: the move's UPDATE also wants
 * stock_returned_at null) and the payment to expired. Run by the delayed job and the sweep; whichever
 * comes second finds nothing to do. A provider that cannot be reached leaves the order for later.
 */
export async function expirePendingOrder(deps: PaymentDeps, orderId: string): Promise<'expired' | 'paid' | 'not-due'> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.status !== 'Pending payment') return 'not-due';
  if (expiryOf(order, deps.expiryMinutes).getTime() > Date.now()) return 'not-due';
  const [payment] = await deps.db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  if (payment && (await reconcilePayment(deps, payment))) return 'paid';
  const expired = await deps.db.transaction(async (tx) => {
    const moved = await applyOrderMove(tx, orderId, orderMove('Pending payment', 'Cancelled', 'system'));
    if (moved)
      await tx
        .update(payments)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, paymentSourcesFor('expired', 'system'))));
    return moved;
  });
  return expired ? 'expired' : 'not-due';
}

/**
 * The minute sweep: orders whose expiry is due (in case their delayed job was lost) and payments
 * pending for over two minutes without news (a lost webhook) are put to the provider. One failure
 * does not stop the rest.
 */
export async function sweepPayments(deps: PaymentDeps, log: { warn(obj: object, msg: string): void }): Promise<{ expired: number; paid: number }> {
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'Pending payment'), lte(orders.createdAt, sql`now() - make_interval(mins => ${deps.expiryMinutes})`)))
    .orderBy(asc(orders.createdAt))
    .limit(100);
  let expired = 0;
  let paid = 0;
  for (const { id } of due) {
    try {
      const outcome = await expirePendingOrder(deps, id);
      if (outcome === 'expired') expired++;
      if (outcome === 'paid') paid++;
    } catch (error) {
      log.warn({ err: error, orderId: id }, 'expiry deferred');
    }
  }
  const quiet = await deps.db
    .select()
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(inArray(payments.status, ['created', 'failed']), eq(orders.status, 'Pending payment'), lte(payments.createdAt, sql`now() - interval '2 minutes'`)),
    )
    .limit(100);
  for (const { payments: payment } of quiet) {
    try {
      if (await reconcilePayment(deps, payment)) paid++;
    } catch (error) {
      log.warn({ err: error, orderId: payment.orderId }, 'reconciliation deferred');
    }
  }
  return { expired, paid };
}

/**
 * "Pay on delivery instead" for an order whose online payment failed or was abandoned: if the
 * provider took the money after all, that completes the order; otherwise, when COD is allowed for it
 * (the one eligibility rule), the order moves Pending payment → Processing as COD, with the COD fee
 * and its GST added, the payment closed, the cart emptied of it and the confirmation queued.
 */
export async function switchToCod(deps: PaymentDeps, userId: string | null, orderId: string): Promise<Order> {
  const order = await ownOrder(deps.db, userId, orderId);
  if (order.status !== 'Pending payment') throw new HttpError(409, 'This order is not waiting for a payment.');
  const [payment] = await deps.db.select().from(payments).where(eq(payments.orderId, order.id)).limit(1);
  if (payment) {
    const paid = await reconcilePayment(deps, payment).catch((error: unknown) => {
      if (error instanceof ProviderUnavailableError)
        throw new HttpError(503, 'We cannot check your online payment right now. Please try again in a minute, so that you are not charged twice.');
      throw error;
    });
    if (paid) throw new HttpError(409, 'Your online payment went through: the order is paid and no cash is due.');
  }
  const lines = await deps.db.select({ gstRateBp: orderLines.gstRateBp }).from(orderLines).where(eq(orderLines.orderId, order.id));
  const split: GstSplit | null =
    order.supplyKind === 'intra' || order.supplyKind === 'inter' ? { kind: order.supplyKind, stateTax: order.stateTax === 'UTGST' ? 'UTGST' : 'SGST' } : null;
  const goodsTotal = order.subtotalPaise - order.discountPaise + order.taxPaise + order.shippingPaise;
  const { feePaise } = await codEligibility(deps.db, { totalPaise: goodsTotal, pincode: order.address.pincode, state: order.address.state });
  const { feeTaxPaise, ...fee } = codFeeColumns(
    feePaise,
    lines.map((l) => l.gstRateBp),
    split,
  );
  const decision = await codEligibility(deps.db, {
    totalPaise: goodsTotal + fee.codFeePaise + feeTaxPaise,
    pincode: order.address.pincode,
    state: order.address.state,
  });
  if (!decision.available) throw new HttpError(422, decision.reason ?? 'Cash on Delivery is not available for this order.');
  await deps.db.transaction(async (tx) => {
    const moved = await applyOrderMove(tx, order.id, orderMove('Pending payment', 'Processing', 'shopper'), userId, {
      ...fee,
      paymentMethod: 'cod',
      taxPaise: order.taxPaise + feeTaxPaise,
      totalPaise: goodsTotal + fee.codFeePaise + feeTaxPaise,
    });
    if (!moved) throw new HttpError(409, 'The order changed meanwhile. Please reload and try again.');
    await tx
      .update(payments)
      .set({ status: 'expired', updatedAt: sql`now()` })
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['created', 'failed'])));
    await takeOrderFromCart(tx, order.id, order.fromCart ? userId : null);
    const to = await shopperEmail(tx, order);
    if (to) await deps.jobs.queueMailIn(tx, orderConfirmationMail(to, await getOrder(tx, null, order.id), await orderPageUrl(tx, deps.publicUrl, order.id)));
  });
  return getOrder(deps.db, userId, order.id);
}

/**
 * Runs in a cancellation's transaction (orders.service changeOrderStatus): an unpaid order's payment
 * is closed; a paid order cancelled before it shipped is refunded in full (its own idempotency key,
 * so the refund is made once whoever cancels).
 */
export function paymentOnCancel(deps: PaymentDeps): AfterOrderMove {
  return async (tx, move, order) => {
    if (move.to !== 'Cancelled') return;
    if (move.from === 'Pending payment') {
      await tx
        .update(payments)
        .set({ status: 'expired', updatedAt: sql`now()` })
        .where(and(eq(payments.orderId, order._id), inArray(payments.status, ['created', 'failed'])));
      return;
    }
    if (move.from !== 'Processing') return;
    const [payment] = await tx.select().from(payments).where(eq(payments.orderId, order._id)).limit(1);
    if (!payment || payment.status !== 'captured' || payment.refundedPaise >= payment.amountPaise) return;
    await reserveRefund(tx, deps.jobs, {
      orderId: order._id,
      amountPaise: null,
      reason: 'Order cancelled before shipping',
      idempotencyKey: `cancel-${order._id}`,
      requestedBy: null,
    });
  };
}
