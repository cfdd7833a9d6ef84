import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines } from '../../db/schema/orders.js';
import { returnLines, returns } from '../../db/schema/returns.js';
import { taxDocuments } from '../../db/schema/tax.js';
import { HttpError } from '../../plugins/error-handler.js';
import { issueTaxDocument, type DocumentContext } from '../documents/tax-documents.service.js';
import { loadTaxDocumentView, type TaxDocumentView } from '../documents/tax-document-view.js';

type ReturnRow = typeof returns.$inferSelect;

/**
 * The goods of an invoiced order came back: a credit note (CGST Act s. 34) reversing the returned
 * lines only, against the order's invoice, in the transaction that records them received. An order
 * never invoiced (not shipped) has no tax to reverse, so none.
 */
export async function issueReturnCreditNote(tx: Db, ret: ReturnRow, context: DocumentContext): Promise<string | null> {
  const [invoice] = await tx
    .select({ id: taxDocuments.id })
    .from(taxDocuments)
    .where(and(eq(taxDocuments.orderId, ret.orderId), eq(taxDocuments.kind, 'invoice'), isNull(taxDocuments.returnId)))
    .limit(1);
  if (!invoice) return null;
  const note = await issueTaxDocument(tx, 'credit_note', ret.orderId, context, invoice.id, `Goods returned (return #${ret.number})`, ret.id);
  return note.id;
}

/** Each returned line as the order line it reverses, cut to the units returned (GST shares as priced for the refund). */
async function returnedLines(db: Db, returnId: string): Promise<TaxDocumentView['lines']> {
  const rows = await db
    .select({ line: orderLines, returned: returnLines })
    .from(returnLines)
    .innerJoin(orderLines, eq(orderLines.id, returnLines.orderLineId))
    .where(eq(returnLines.returnId, returnId));
  return rows.map(({ line, returned }) => {
    // Taxable value as the refund priced it: the units' price less their share of the order's discount.
    const taxable = line.unitPricePaise * returned.quantity - Math.round((line.discountPaise * returned.quantity) / line.quantity);
    const tax = returned.refundPaise - taxable;
    // The split follows the line's; the halves of an intra-state line share the priced tax.
    const cgst = line.cgstPaise > 0 ? Math.floor(tax / 2) : 0;
    return {
      ...line,
      quantity: returned.quantity,
      lineTotalPaise: taxable,
      cgstPaise: cgst,
      sgstPaise: line.sgstPaise > 0 ? tax - cgst : 0,
      igstPaise: line.igstPaise > 0 ? tax : 0,
    };
  });
}

/** The taxable value and GST a return's credit note reverses (GSTR-1's credit-note table). */
export async function returnCreditNoteAmounts(db: Db, returnId: string): Promise<{ taxablePaise: number; taxPaise: number }> {
  const lines = await returnedLines(db, returnId);
  const taxablePaise = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0);
  const taxPaise = lines.reduce((sum, l) => sum + l.cgstPaise + l.sgstPaise + l.igstPaise, 0);
  return { taxablePaise, taxPaise };
}

/** The PDF's view of a return's credit note: the order as placed, with only the returned lines and their totals. */
export async function loadReturnCreditNoteView(db: Db, ret: Pick<ReturnRow, 'id' | 'creditNoteId'>): Promise<TaxDocumentView> {
  if (!ret.creditNoteId) throw new HttpError(404, 'This return has no credit note.');
  const [document] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, ret.creditNoteId)).limit(1);
  if (!document) throw new HttpError(404, 'This return has no credit note.');
  const view = await loadTaxDocumentView(db, document);
  const lines = await returnedLines(db, ret.id);
  const { taxablePaise, taxPaise } = await returnCreditNoteAmounts(db, ret.id);
  return {
    ...view,
    lines,
    order: { ...view.order, subtotalPaise: taxablePaise, taxPaise, shippingPaise: 0, codFeePaise: 0, totalPaise: taxablePaise + taxPaise },
  };
}
