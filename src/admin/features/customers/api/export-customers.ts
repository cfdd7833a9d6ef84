import { useMutation } from '@tanstack/react-query';
import { apiDownload, toQueryString } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

/** `GET /api/admin/customers.csv` with the list's search, saved as a file (a link cannot carry the staff token). */
export async function exportCustomers(filter: { q?: string }): Promise<void> {
  const blob = await apiDownload(`/api/admin/customers.csv${toQueryString({ ...filter })}`, { fallbackMessage: 'The export could not be made' });
  downloadBlob(blob, `wattson-customers-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportCustomers() {
  return useMutation({ mutationFn: exportCustomers });
}
