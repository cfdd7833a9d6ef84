import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CodSettingsInput, PaymentSettings } from '../../../../shared/payments/payment.schema';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = ['payments', 'settings'] as const;

/** `GET /api/admin/payment-settings`: the COD rules, and whether online payment is configured. */
export function usePaymentSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiRequest<PaymentSettings>('/api/admin/payment-settings', { signal }) });
}

export function useSavePaymentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CodSettingsInput) =>
      apiRequest<PaymentSettings>('/api/admin/payment-settings', { method: 'PUT', body: input, fallbackMessage: 'The settings could not be saved' }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}
