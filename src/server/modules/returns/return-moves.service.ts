import { and, eq, sql } from 'drizzle-orm';
import { findReturnMove, type ReturnActor, type ReturnStatus, type ReturnStatusMove } from '../../../shared/shopping/return-status.js';
import type { Return, returnMoveSchema } from '../../../shared/shopping/return.schema.js';
import type { z } from 'zod';
import { orderLines, orders } from '../../db/schema/orders.js';
import { products } from '../../db/schema/products.js';
import { returnEvents, returnLines, returns } from '../../db/schema/returns.js';
import { users } from '../../db/schema/users.js';
import { HttpError } from '../../plugins/error-handler.js';
import type { DocumentContext } from '../documents/tax-documents.service.js';
import { reserveRefund } from '../payments/refunds.service.js';
import { orderPageUrl } from '../orders/order-links.js';
import { issueReturnCreditNote } from './return-credit-note.js';
import { returnStatusMail } from './return-mails.js';
import { getReturn, type ReturnDeps } from './returns.service.js';
import { loadReturns } from './return-view.js';

export interface ReturnMoveDeps extends ReturnDeps {
  /** Whether online refunds can be asked for (RAZORPAY_* set). */
  onlineRefunds: boolean;
  /** The seller, for a credit note when an invoiced order's goods come back. */
  documents: DocumentContext;
}

export type ReturnMoveBody = z.output<typeof returnMoveSchema> | { status: 'Cancelled'; note: string; restock?: undefined; reference?: undefined };

export interface MovedReturn {
  ret: Return;
  /** Products whose stock changed (the catalog's answers for them are dropped). */
  restocked: string[];
}

function refuse(from: ReturnStatus, to: ReturnStatus, actor: ReturnActor): never {
  throw new HttpError(
    409,
    actor === 'shopper' ? 'Only a return still waiting for our answer can be withdrawn.' : `A return that is ${from} cannot become ${to}.`,
  );
}

/** What staff put back on the shelf per line: as they say, or every unit when they say nothing. */
function restockPlan(ret: Return, body: ReturnMoveBody): Map<string, number> {
  const plan = new Map(ret.lines.map((l) => [l.productId, l.quantity]));
  if (!body.restock) return plan;
  for (const l of ret.lines) plan.set(l.productId, 0);
  for (const want of body.restock) {
    const line = ret.lines.find((l) => l.productId === want.productId);
    if (!line) throw new HttpError(400, 'That item is not on this return');
    if (want.quantity > line.quantity) throw new HttpError(400, `At most ${line.quantity} of ${line.name} can be restocked.`);
    plan.set(want.productId, want.quantity);
  }
  return plan;
}

/** The row's columns the move sets besides its status. */
function moveColumns(move: ReturnStatusMove, body: ReturnMoveBody) {
  if (move.to === 'Received') return { receivedAt: sql`now()` };
  if (move.to === 'Refunded') return { refundedAt: sql`now()`, refundReference: body.reference ?? null };
  return {};
}

/**
 * Moves a return along the one status table, as staff (`actor.staffId`) or as its shopper. The move
 * is one UPDATE conditional on its source status: of two staff pressing "Approve" or "Refund" at once,
 * one finds the row and the other a 409. What the move brings (the units released, the goods
 * restocked once, the provider's refund reserved under the return's own key, the credit note, the
 * shopper's mail and the dated event) happens in that same transaction, or not at all.
 */
export async function moveReturn(
  deps: ReturnMoveDeps,
  returnId: string,
  actor: { kind: 'staff'; userId: string } | { kind: 'shopper'; userId: string },
  body: ReturnMoveBody,
): Promise<MovedReturn> {
  const current = await getReturn(deps.db, actor.kind === 'shopper' ? actor.userId : null, returnId);
  const move = findReturnMove(current.status, body.status, actor.kind);
  if (!move) refuse(current.status, body.status, actor.kind);
  if (move.needsNote && !body.note) throw new HttpError(400, 'Please add a note for the shopper saying why.');
  const plan = move.to === 'Received' ? restockPlan(current, body) : new Map<string, number>();
  const viaProvider = move.to === 'Refunded' && current.refundMethod === 'provider';
  if (move.to === 'Refunded' && !viaProvider && !body.reference)
    throw new HttpError(400, 'Give the UPI or bank transfer reference (UTR) of the payment to the shopper.');
  if (viaProvider && !deps.onlineRefunds && current.refund > 0)
    throw new HttpError(409, 'Online payment is not configured, so nothing can be refunded through it.');

  const restocked: string[] = [];
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(returns)
      .set({ status: move.to, updatedAt: sql`now()`, ...moveColumns(move, body) })
      .where(and(eq(returns.id, returnId), eq(returns.status, move.from), actor.kind === 'shopper' ? eq(returns.userId, actor.userId) : undefined))
      .returning();
    if (!row) throw new HttpError(409, 'The return changed meanwhile. Please reload and try again.');

    if (move.releasesQuantity) {
      await tx.execute(sql`update ${orderLines} set returned_quantity = ${orderLines.returnedQuantity} - rl.quantity
        from ${returnLines} rl where rl.return_id = ${returnId} and rl.order_line_id = ${orderLines.id}`);
    }

    if (move.to === 'Received') {
      const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, returnId));
      for (const line of [...lines].sort((a, b) => a.productId.localeCompare(b.productId))) {
        const quantity = plan.get(line.productId) ?? 0;
        // Null until now, set once: the same goods are never put back twice.
        const [set] = await tx
          .update(returnLines)
          .set({ restockedQuantity: quantity })
          .where(and(eq(returnLines.id, line.id), sql`${returnLines.restockedQuantity} is null`))
          .returning({ id: returnLines.id });
        if (!set) throw new HttpError(409, 'These items are already back in stock.');
        if (quantity > 0) {
          await tx
            .update(products)
            .set({ stock: sql`${products.stock} + ${quantity}`, updatedAt: sql`now()` })
            .where(eq(products.id, line.productId));
          restocked.push(line.productId);
        }
      }
      const creditNoteId = await issueReturnCreditNote(tx, row, deps.documents);
      if (creditNoteId) await tx.update(returns).set({ creditNoteId }).where(eq(returns.id, returnId));
    }

    if (viaProvider && row.refundPaise > 0) {
      const refund = await reserveRefund(tx, deps.jobs, {
        orderId: row.orderId,
        amountPaise: row.refundPaise,
        reason: `Return #${row.number}`,
        // One per return: whatever retries or races, the provider is asked for this refund once.
        idempotencyKey: `return-${row.id}`,
        requestedBy: actor.userId,
      });
      await tx.update(returns).set({ refundId: refund.id }).where(eq(returns.id, returnId));
    }

    await tx.insert(returnEvents).values({ returnId, fromStatus: move.from, toStatus: move.to, actor: actor.kind, actorId: actor.userId, note: body.note });
    const [after] = await tx.select().from(returns).where(eq(returns.id, returnId));
    const [view] = after ? await loadReturns(tx, [after], false) : [];
    const [shopper] = await tx
      .select({ email: orders.email, userEmail: users.email })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, row.orderId));
    const to = shopper?.userEmail ?? shopper?.email;
    // Queued in the move's transaction: the shopper hears of every move that happened, and of no other.
    if (view && to) await deps.jobs.queueMailIn(tx, returnStatusMail(to, view, body.note, deps.publicUrl, await orderPageUrl(tx, deps.publicUrl, row.orderId)));
  });
  return { ret: await getReturn(deps.db, actor.kind === 'shopper' ? actor.userId : null, returnId), restocked };
}
