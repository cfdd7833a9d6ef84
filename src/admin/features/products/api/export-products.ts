import { useMutation } from '@tanstack/react-query';
import type { ProductStatus } from '../../../../shared/catalog/product-status';
import { apiDownload, toQueryString } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

export interface ExportFilter {
  q?: string;
  category?: string;
  status?: ProductStatus;
  lowStock?: boolean;
}

/** `GET /api/admin/products/export.csv` with the list's filter, saved as a file (a link cannot carry the staff token). */
export async function exportProducts(filter: ExportFilter): Promise<void> {
  const blob = await apiDownload(`/api/admin/products/export.csv${toQueryString({ ...filter })}`, { fallbackMessage: 'The export could not be made' });
  downloadBlob(blob, `wattson-products-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportProducts() {
  return useMutation({ mutationFn: exportProducts });
}
