import type { FastifyReply } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { returns } from '../../db/schema/returns.js';
import { isUuid } from '../../db/uuid.js';
import { HttpError } from '../../plugins/error-handler.js';
import { loadReturnCreditNoteView } from './return-credit-note.js';

/** A return's credit note as a PDF; `ownerId` null is staff. Another shopper's return answers like a missing one. */
export async function sendReturnCreditNotePdf(db: Db, reply: FastifyReply, returnId: string, ownerId: string | null): Promise<FastifyReply> {
  if (!isUuid(returnId)) throw new HttpError(404, 'Return not found');
  const [row] = await db
    .select({ id: returns.id, creditNoteId: returns.creditNoteId })
    .from(returns)
    .where(ownerId === null ? eq(returns.id, returnId) : and(eq(returns.id, returnId), eq(returns.userId, ownerId)))
    .limit(1);
  if (!row) throw new HttpError(404, 'Return not found');
  const view = await loadReturnCreditNoteView(db, row);
  // pdfkit is loaded on the first PDF, not at start: it is ~25 MB of the server's memory.
  const { renderTaxDocumentPdf } = await import('../documents/tax-document-pdf.js');
  const pdf = await renderTaxDocumentPdf(view);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${view.document.number.replaceAll('/', '-')}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
