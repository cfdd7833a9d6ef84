import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/orders.js';
import { taxDocuments } from '../../db/schema/tax.js';
import { users } from '../../db/schema/users.js';
import { HttpError } from '../../plugins/error-handler.js';
import type { TaxDocumentRow } from './tax-documents.service.js';

/** Everything a tax invoice or credit note prints, in paise, read from what the order stored. */
export interface TaxDocumentView {
  document: TaxDocumentRow;
  /** For a credit note: the invoice it reverses. */
  invoice: TaxDocumentRow | null;
  order: typeof orders.$inferSelect;
  lines: (typeof orderLines.$inferSelect)[];
  buyerName: string;
}

export async function loadTaxDocumentView(db: Db, document: TaxDocumentRow): Promise<TaxDocumentView> {
  const [order] = await db.select().from(orders).where(eq(orders.id, document.orderId)).limit(1);
  if (!order) throw new HttpError(404, 'Order not found');
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.name), asc(orderLines.id));
  const [invoice] = document.invoiceId ? await db.select().from(taxDocuments).where(eq(taxDocuments.id, document.invoiceId)).limit(1) : [];
  const [account] = order.userId ? await db.select({ username: users.username }).from(users).where(eq(users.id, order.userId)).limit(1) : [];
  return { document, invoice: invoice ?? null, order, lines, buyerName: order.buyerLegalName ?? order.address.fullName ?? account?.username ?? '' };
}
