import { useMutation, useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';

export interface GstReportView {
  month: string;
  b2b: {
    gstin: string;
    name: string;
    invoiceNumber: string;
    invoiceDate: string;
    invoiceValue: string;
    placeOfSupply: string;
    rate: number;
    taxableValue: string;
  }[];
  b2cs: { placeOfSupply: string; rate: number; taxableValue: string; igst: string; cgst: string; sgst: string }[];
  hsn: { hsn: string; quantity: number; totalValue: string; taxableValue: string; igst: string; cgst: string; sgst: string; rate: number }[];
  creditNotes: {
    number: string;
    date: string;
    invoiceNumber: string;
    gstin: string | null;
    placeOfSupply: string;
    value: string;
    taxableValue: string;
    tax: string;
  }[];
}

/** `GET /api/admin/gst/report?month=YYYY-MM`. */
export function useGstReport(month: string) {
  return useQuery({
    queryKey: ['gst', 'report', month],
    queryFn: ({ signal }) => apiRequest<GstReportView>(`/api/admin/gst/report?month=${encodeURIComponent(month)}`, { signal }),
    enabled: /^\d{4}-\d{2}$/.test(month),
  });
}

/** One GSTR-1 table as CSV, fetched with the Bearer token and saved. */
export function useDownloadGstCsv() {
  return useMutation({
    mutationFn: async ({ month, table }: { month: string; table: 'b2b' | 'b2cs' | 'hsn' }) => {
      const blob = await apiDownload(`/api/admin/gst/report.csv?month=${encodeURIComponent(month)}&table=${table}`, {
        fallbackMessage: 'The CSV could not be downloaded',
      });
      downloadBlob(blob, `gstr1-${table}-${month}.csv`);
    },
  });
}
