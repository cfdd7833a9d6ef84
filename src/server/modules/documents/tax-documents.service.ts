import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { OrderStatus } from '../../../shared/shopping/order-status.js';
import { computeGst, gstSplitFor } from '../../../shared/tax/gst-amounts.js';
import { levisUtgst } from '../../../shared/tax/gst-states.js';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { products } from '../../db/schema/products.js';
import { taxDocuments, type SellerSnapshot } from '../../db/schema/tax.js';
import { HttpError } from '../../plugins/error-handler.js';
import { takeNextNumber, type DocumentKind } from './document-series.js';

export type TaxDocumentRow = typeof taxDocuments.$inferSelect;

/** What issuing needs: the seller as it is now (snapshotted on the document) and the clock (tests inject it). */
export interface DocumentContext {
  seller: SellerSnapshot;
  now?: () => Date;
}

/**
 * Orders placed before GST was split per line (migration 0010) carry the rate but no split: the
 * invoice needs one, so it is worked out once, from the same rules, before the first document.
 */
async function splitLegacyOrder(tx: Db, orderId: string, sellerState: string): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.supplyKind !== null) return;
  const lines = await tx
    .select({ id: orderLines.id, lineTotalPaise: orderLines.lineTotalPaise, gstRateBp: orderLines.gstRateBp, hsn: orderLines.hsn, productHsn: products.hsn })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const split = gstSplitFor(sellerState, order.address.state, levisUtgst);
  const gst = computeGst(
    lines.map((l) => ({ taxablePaise: l.lineTotalPaise, rateBp: l.gstRateBp })),
    split,
  );
  for (const [i, line] of lines.entries()) {
    const tax = gst.lines[i]!;
    await tx
      .update(orderLines)
      .set({ hsn: line.hsn || line.productHsn, cgstPaise: tax.cgstPaise, sgstPaise: tax.sgstPaise, igstPaise: tax.igstPaise })
      .where(eq(orderLines.id, line.id));
  }
  await tx.update(orders).set({ supplyKind: split.kind, stateTax: split.stateTax, placeOfSupply: order.address.state }).where(eq(orders.id, orderId));
}

export async function issueTaxDocument(
  tx: Db,
  kind: DocumentKind,
  orderId: string,
  context: DocumentContext,
  invoiceId: string | null,
  reason: string | null,
  returnId: string | null = null,
): Promise<TaxDocumentRow> {
  const at = context.now?.() ?? new Date();
  const taken = await takeNextNumber(tx, kind, at);
  const [row] = await tx
    .insert(taxDocuments)
    .values({
      kind,
      number: taken.number,
      financialYear: taken.financialYear,
      sequence: taken.sequence,
      orderId,
      invoiceId,
      issuedAt: at,
      seller: context.seller,
      reason,
      returnId,
    })
    .returning();
  if (!row) throw new Error('tax document insert returned nothing');
  return row;
}

/**
 * The paperwork a status change calls for, inside the transaction that changes the status: a tax
 * invoice when the goods leave (Shipped), a credit note reversing it when an invoiced order is
 * cancelled. Either both commit or neither does.
 */
export async function issueDocumentsForStatus(tx: Db, orderId: string, to: OrderStatus, context: DocumentContext): Promise<void> {
  if (to === 'Shipped') {
    await splitLegacyOrder(tx, orderId, context.seller.state);
    await issueTaxDocument(tx, 'invoice', orderId, context, null, null);
    return;
  }
  if (to === 'Cancelled') {
    const [invoice] = await tx
      .select({ id: taxDocuments.id })
      .from(taxDocuments)
      .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, 'invoice')))
      .limit(1);
    if (invoice) await issueTaxDocument(tx, 'credit_note', orderId, context, invoice.id, 'Order cancelled after dispatch');
  }
}

export async function documentsForOrders(db: Db, orderIds: string[]): Promise<TaxDocumentRow[]> {
  if (orderIds.length === 0) return [];
  // A return's credit note belongs to the return (modules/returns), not to the order's own pair.
  return db
    .select()
    .from(taxDocuments)
    .where(and(inArray(taxDocuments.orderId, orderIds), isNull(taxDocuments.returnId)));
}

export async function documentForOrder(db: Db, orderId: string, kind: DocumentKind): Promise<TaxDocumentRow> {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, orderId), eq(taxDocuments.kind, kind), isNull(taxDocuments.returnId)))
    .limit(1);
  if (!row)
    throw new HttpError(404, kind === 'invoice' ? 'This order has no tax invoice yet: it is issued when the order ships.' : 'This order has no credit note.');
  return row;
}
