import { useMutation } from '@tanstack/react-query';
import { apiDownload, toQueryString } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';
import type { OrderListParams } from './get-orders';

export type OrderExportFilter = Omit<OrderListParams, 'page' | 'pageSize'>;

/** `GET /api/admin/orders.csv` with the list's filter and search, saved as a file (a link cannot carry the staff token). */
export async function exportOrders(filter: OrderExportFilter): Promise<void> {
  const blob = await apiDownload(`/api/admin/orders.csv${toQueryString({ ...filter })}`, { fallbackMessage: 'The export could not be made' });
  downloadBlob(blob, `wattson-orders-${new Date().toISOString().slice(0, 10)}.csv`);
}

export function useExportOrders() {
  return useMutation({ mutationFn: exportOrders });
}
