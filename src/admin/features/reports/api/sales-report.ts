import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { ReportQuery, SalesReport } from '../../../../shared/admin/reports.schema';
import { apiDownload, apiRequest, toQueryString } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

/** `GET /api/admin/reports/sales`: the figures of the days from `from` to `to`. */
export function useSalesReport(query: ReportQuery | null) {
  return useQuery({
    queryKey: ['reports', 'sales', query],
    enabled: query !== null,
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => apiRequest<SalesReport>(`/api/admin/reports/sales${toQueryString({ ...query })}`, { signal }),
  });
}

export function useDownloadSalesReport() {
  return useMutation({
    mutationFn: async (query: ReportQuery) => {
      const blob = await apiDownload(`/api/admin/reports/sales.csv${toQueryString({ ...query })}`, { fallbackMessage: 'The report could not be downloaded' });
      downloadBlob(blob, `sales-${query.from}-to-${query.to}.csv`);
    },
  });
}
