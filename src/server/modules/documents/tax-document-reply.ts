import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { getOrder } from '../orders/orders.service.js';
import type { DocumentKind } from './document-series.js';
import { loadTaxDocumentView } from './tax-document-view.js';
import { documentForOrder } from './tax-documents.service.js';

/** Sends an order's invoice or credit note as a PDF; `ownerId` null is staff (any order). */
export async function sendTaxDocumentPdf(db: Db, reply: FastifyReply, orderId: string, ownerId: string | null, kind: DocumentKind): Promise<FastifyReply> {
  // Another user's order answers exactly like a missing one (getOrder checks the owner).
  await getOrder(db, ownerId, orderId);
  const document = await documentForOrder(db, orderId, kind);
  // pdfkit is loaded on the first PDF, not at start: it is ~25 MB of the server's memory.
  const { renderTaxDocumentPdf } = await import('./tax-document-pdf.js');
  const pdf = await renderTaxDocumentPdf(await loadTaxDocumentView(db, document));
  const file = `${document.number.replaceAll('/', '-')}.pdf`;
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
