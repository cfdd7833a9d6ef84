import { asc, inArray } from 'drizzle-orm';
import { paiseToRupees } from '../../../shared/money.js';
import type { OrderPayment } from '../../../shared/payments/payment.schema.js';
import type { PaymentStatus, RefundStatus } from '../../../shared/payments/payment-status.js';
import type { Db } from '../../db/client.js';
import { payments, refunds } from '../../db/schema/payments.js';

/** Orders' online payments with their refunds, as the order's JSON carries them (orders.service loads these). */
export async function paymentsForOrders(db: Db, orderIds: string[]): Promise<Map<string, OrderPayment>> {
  const found = new Map<string, OrderPayment>();
  if (orderIds.length === 0) return found;
  const [rows, refundRows] = await Promise.all([
    db.select().from(payments).where(inArray(payments.orderId, orderIds)),
    db.select().from(refunds).where(inArray(refunds.orderId, orderIds)).orderBy(asc(refunds.createdAt), asc(refunds.id)),
  ]);
  for (const p of rows) {
    found.set(p.orderId, {
      provider: p.provider,
      status: p.status as PaymentStatus,
      amount: paiseToRupees(p.amountPaise),
      refunded: paiseToRupees(refundRows.filter((r) => r.paymentId === p.id && r.status === 'processed').reduce((sum, r) => sum + r.amountPaise, 0)),
      expiresAt: p.expiresAt.toISOString(),
      lastError: p.lastError,
      refunds: refundRows
        .filter((r) => r.paymentId === p.id)
        .map((r) => ({
          _id: r.id,
          amount: paiseToRupees(r.amountPaise),
          status: r.status as RefundStatus,
          reason: r.reason,
          createdAt: r.createdAt.toISOString(),
        })),
    });
  }
  return found;
}
