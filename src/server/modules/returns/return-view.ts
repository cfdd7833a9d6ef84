import { asc, eq, inArray } from 'drizzle-orm';
import { paiseToRupees } from '../../../shared/money.js';
import type { ReturnStatus } from '../../../shared/shopping/return-status.js';
import type { Return } from '../../../shared/shopping/return.schema.js';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { returnEvents, returnLines, returns } from '../../db/schema/returns.js';
import { taxDocuments } from '../../db/schema/tax.js';
import { users } from '../../db/schema/users.js';

export type ReturnRow = typeof returns.$inferSelect;

/**
 * Returns as the API answers them. `forStaff` adds who on the staff made each move; the shopper sees
 * only that staff did. The credit note's link is the audience's own route.
 */
export async function loadReturns(db: Db, rows: ReturnRow[], forStaff: boolean): Promise<Return[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [lines, events, orderRows, notes] = await Promise.all([
    db
      .select({ line: returnLines, name: orderLines.name, imageUrl: orderLines.imageUrl })
      .from(returnLines)
      .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(orderLines.name)),
    db
      .select({ event: returnEvents, email: users.email })
      .from(returnEvents)
      .leftJoin(users, eq(users.id, returnEvents.actorId))
      .where(inArray(returnEvents.returnId, ids))
      .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
    db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(
        inArray(
          orders.id,
          rows.map((r) => r.orderId),
        ),
      ),
    db
      .select({ id: taxDocuments.id, number: taxDocuments.number })
      .from(taxDocuments)
      .where(
        inArray(
          taxDocuments.id,
          rows.flatMap((r) => (r.creditNoteId ? [r.creditNoteId] : [])),
        ),
      ),
  ]);
  return rows.map((row) => {
    const note = notes.find((n) => n.id === row.creditNoteId);
    return {
      _id: row.id,
      number: row.number,
      orderId: row.orderId,
      orderNumber: orderRows.find((o) => o.id === row.orderId)?.number ?? 0,
      status: row.status as ReturnStatus,
      reason: row.reason,
      details: row.details,
      photos: row.photos,
      refund: paiseToRupees(row.refundPaise),
      refundMethod: row.refundMethod as Return['refundMethod'],
      payout: row.payout ?? null,
      refundReference: row.refundReference,
      creditNote: note ? { number: note.number, url: `${forStaff ? '/api/admin' : '/api'}/returns/${row.id}/credit-note.pdf` } : null,
      lines: lines
        .filter((l) => l.line.returnId === row.id)
        .map((l) => ({
          productId: l.line.productId,
          name: l.name,
          imageUrl: l.imageUrl,
          quantity: l.line.quantity,
          refund: paiseToRupees(l.line.refundPaise),
          restockedQuantity: l.line.restockedQuantity,
        })),
      events: events
        .filter((e) => e.event.returnId === row.id)
        .map((e) => ({
          from: e.event.fromStatus as ReturnStatus | null,
          to: e.event.toStatus as ReturnStatus,
          actor: e.event.actor as 'shopper' | 'staff',
          note: e.event.note,
          at: e.event.createdAt.toISOString(),
          by: forStaff ? (e.email ?? null) : null,
        })),
      createdAt: row.createdAt.toISOString(),
    };
  });
}
