import { and, desc, eq, sql } from 'drizzle-orm';
import { formatIndianDate } from '../tax/indian-date.js';
import { returnRequestSchema, type Return, type ReturnOptions } from '../../../shared/shopping/return.schema.js';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { returnEvents, returnLines, returns } from '../../db/schema/returns.js';
import { HttpError } from '../../plugins/error-handler.js';
import { isUuid } from '../../db/uuid.js';
import type { TransactionalJobs } from '../payments/payment-deps.js';
import { orderPageUrl } from '../orders/order-links.js';
import { returnStatusMail } from './return-mails.js';
import { lineRefundPaise, returnableLines, type ReturnableLine } from './return-rules.js';
import { loadReturns } from './return-view.js';

type OrderRow = typeof orders.$inferSelect;

async function ownOrder(db: Db, userId: string, orderId: string): Promise<OrderRow> {
  if (!isUuid(orderId)) throw new HttpError(404, 'Order not found');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new HttpError(404, 'Order not found');
  return order;
}

function closedReason(order: OrderRow): string | null {
  return order.status === 'Delivered' ? null : 'Items can be returned once the order is delivered.';
}

function lineBlock(line: ReturnableLine, now: Date): string | null {
  if (line.nonReturnable) return `${line.name} cannot be returned.`;
  if (line.deadline && line.deadline < now) return `The return window for ${line.name} closed on ${formatIndianDate(line.deadline)}.`;
  if (line.returnedQuantity >= line.quantity) return `${line.name} is already being returned.`;
  return null;
}

/** The order page's return box: whether it is open, until when, and how many of each line may still go. */
export async function returnOptions(db: Db, userId: string, orderId: string, now = new Date()): Promise<ReturnOptions> {
  const order = await ownOrder(db, userId, orderId);
  const lines = await returnableLines(db, order.id, order.deliveredAt);
  const closed = closedReason(order);
  const options = lines.map((l) => ({
    productId: l.productId,
    name: l.name,
    delivered: l.quantity,
    returnable: closed || lineBlock(l, now) ? 0 : l.quantity - l.returnedQuantity,
    nonReturnable: l.nonReturnable,
    deadline: l.deadline?.toISOString() ?? null,
  }));
  const open = options.some((l) => l.returnable > 0);
  const deadlines = lines.filter((l) => !l.nonReturnable && l.deadline).map((l) => l.deadline!.getTime());
  return {
    open,
    reason: closed ?? (open ? null : (lines.map((l) => lineBlock(l, now)).find(Boolean) ?? 'Nothing on this order can be returned.')),
    deadline: deadlines.length ? new Date(Math.max(...deadlines)).toISOString() : null,
    needsPayout: order.paymentMethod !== 'razorpay',
    lines: options,
  };
}

export interface ReturnDeps {
  db: Db;
  jobs: TransactionalJobs;
  publicUrl: string;
}

/**
 * The shopper's request, in one transaction: each line's units are added to `returned_quantity`
 * by one UPDATE that holds only while the total stays within what was delivered, so two requests
 * racing for the last unit cannot both have it. The refund is priced here from what was charged.
 */
export async function requestReturn(
  deps: ReturnDeps,
  user: { id: string; email: string },
  orderId: string,
  body: z.output<typeof returnRequestSchema>,
  now = new Date(),
): Promise<Return> {
  const order = await ownOrder(deps.db, user.id, orderId);
  const closed = closedReason(order);
  if (closed) throw new HttpError(409, closed);
  const online = order.paymentMethod === 'razorpay';
  if (!online && !body.payout) throw new HttpError(400, 'Tell us the UPI id or bank account to refund this Cash on Delivery order to');
  const lines = await returnableLines(deps.db, order.id, order.deliveredAt);
  const asked = body.lines
    .map((want) => {
      const line = lines.find((l) => l.productId === want.productId);
      if (!line) throw new HttpError(400, 'That item is not on this order');
      if (line.nonReturnable) throw new HttpError(422, `${line.name} cannot be returned.`);
      if (line.deadline && line.deadline < now) throw new HttpError(409, `The return window for ${line.name} closed on ${formatIndianDate(line.deadline)}.`);
      return { line, quantity: want.quantity };
    })
    // Product order fixes the lock order: two requests on one order cannot deadlock.
    .sort((a, b) => a.line.productId.localeCompare(b.line.productId));

  const returnId = await deps.db.transaction(async (tx) => {
    const priced: { orderLineId: string; productId: string; quantity: number; refundPaise: number }[] = [];
    for (const { line, quantity } of asked) {
      const [taken] = await tx
        .update(orderLines)
        .set({ returnedQuantity: sql`${orderLines.returnedQuantity} + ${quantity}` })
        .where(and(eq(orderLines.id, line.id), sql`${orderLines.returnedQuantity} + ${quantity} <= ${orderLines.quantity}`))
        .returning({ returnedQuantity: orderLines.returnedQuantity });
      if (!taken) {
        const [now] = await tx
          .select({ left: sql<number>`${orderLines.quantity} - ${orderLines.returnedQuantity}`.mapWith(Number) })
          .from(orderLines)
          .where(eq(orderLines.id, line.id));
        const left = now?.left ?? 0;
        throw new HttpError(409, left > 0 ? `Only ${left} of ${line.name} can still be returned.` : `${line.name} is already being returned.`);
      }
      priced.push({
        orderLineId: line.id,
        productId: line.productId,
        quantity,
        refundPaise: lineRefundPaise(line, taken.returnedQuantity - quantity, quantity),
      });
    }
    const [row] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        userId: user.id,
        reason: body.reason,
        details: body.details,
        photos: body.photos,
        refundPaise: priced.reduce((sum, l) => sum + l.refundPaise, 0),
        refundMethod: online ? 'provider' : (body.payout?.method ?? 'upi'),
        payout: online ? null : (body.payout ?? null),
      })
      .returning();
    if (!row) throw new Error('return insert returned nothing');
    await tx.insert(returnLines).values(priced.map((l) => ({ ...l, returnId: row.id })));
    await tx.insert(returnEvents).values({ returnId: row.id, fromStatus: null, toStatus: 'Requested', actor: 'shopper', actorId: user.id, note: body.details });
    const [view] = await loadReturns(tx, [row], false);
    if (view) await deps.jobs.queueMailIn(tx, returnStatusMail(user.email, view, '', deps.publicUrl, await orderPageUrl(tx, deps.publicUrl, order.id)));
    return row.id;
  });
  return getReturn(deps.db, user.id, returnId);
}

/** A return as its shopper (`userId`) or staff (null) sees it; another shopper's answers like a missing one. */
export async function getReturn(db: Db, userId: string | null, returnId: string): Promise<Return> {
  if (!isUuid(returnId)) throw new HttpError(404, 'Return not found');
  const [row] = await db
    .select()
    .from(returns)
    .where(userId === null ? eq(returns.id, returnId) : and(eq(returns.id, returnId), eq(returns.userId, userId)))
    .limit(1);
  if (!row) throw new HttpError(404, 'Return not found');
  const [view] = await loadReturns(db, [row], userId === null);
  if (!view) throw new HttpError(404, 'Return not found');
  return view;
}

/** The shopper's returns, newest first; with `orderId`, those of one order. */
export async function listMyReturns(db: Db, userId: string, orderId?: string): Promise<Return[]> {
  if (orderId !== undefined && !isUuid(orderId)) return [];
  const rows = await db
    .select()
    .from(returns)
    .where(and(eq(returns.userId, userId), orderId ? eq(returns.orderId, orderId) : undefined))
    .orderBy(desc(returns.createdAt), desc(returns.number));
  return loadReturns(db, rows, false);
}
