import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GstRate } from '../../../../shared/tax/gst-admin.schema';
import { apiRequest } from '../../../lib/api-client';

const ratesKey = ['gst', 'rates'] as const;

/** `GET /api/admin/gst/rates`: every dated rate, by HSN prefix then start date. */
export function useGstRates() {
  return useQuery({ queryKey: ratesKey, queryFn: ({ signal }) => apiRequest<GstRate[]>('/api/admin/gst/rates', { signal }) });
}

export interface GstRateDraft {
  hsnPrefix: string;
  description: string;
  ratePercent: number | undefined;
  effectiveFrom: string;
  notification: string;
  source: string;
}

/** `POST /api/admin/gst/rates`: the server closes the rate in force the day before the new one starts. */
export function useAddGstRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: GstRateDraft) =>
      apiRequest<GstRate>('/api/admin/gst/rates', { method: 'POST', body: draft, fallbackMessage: 'The rate could not be added' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ratesKey }),
  });
}
