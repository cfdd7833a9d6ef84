import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

export interface TaxDocumentDownload {
  orderId: string;
  kind: 'invoice' | 'credit-note';
  number: string;
}

/** `GET /api/admin/orders/:id/invoice.pdf` (or credit-note.pdf) with the Bearer token, saved under the document's number. */
export async function downloadTaxDocument({ orderId, kind, number }: TaxDocumentDownload): Promise<void> {
  const blob = await apiDownload(`/api/admin/orders/${encodeURIComponent(orderId)}/${kind}.pdf`, { fallbackMessage: 'The document could not be downloaded' });
  downloadBlob(blob, `${number.replaceAll('/', '-')}.pdf`);
}

export function useDownloadTaxDocument() {
  return useMutation({ mutationFn: downloadTaxDocument });
}
