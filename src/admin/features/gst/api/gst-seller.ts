import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SellerSettings } from '../../../../shared/tax/gst-admin.schema';
import { apiRequest } from '../../../lib/api-client';

const sellerKey = ['gst', 'seller'] as const;

/** `GET /api/admin/gst/seller`: the saved settings, or the environment's SHOP_* values. */
export function useGstSeller() {
  return useQuery({ queryKey: sellerKey, queryFn: ({ signal }) => apiRequest<SellerSettings>('/api/admin/gst/seller', { signal }) });
}

export function useSaveGstSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seller: SellerSettings) =>
      apiRequest<SellerSettings>('/api/admin/gst/seller', { method: 'PUT', body: seller, fallbackMessage: 'The settings could not be saved' }),
    onSuccess: (seller) => queryClient.setQueryData(sellerKey, seller),
  });
}
