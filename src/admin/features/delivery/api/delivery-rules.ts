import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeliverySettings, Holiday, ServiceabilityImport } from '../../../../shared/delivery/delivery.schema';
import { apiRequest } from '../../../lib/api-client';

const settingsKey = ['delivery', 'settings'] as const;
const holidaysKey = ['delivery', 'holidays'] as const;
const serviceabilityKey = ['delivery', 'serviceability'] as const;

/** `GET /api/admin/delivery/settings`: the dispatch pincode and the rule and fee of each zone. */
export function useDeliverySettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => apiRequest<DeliverySettings>('/api/admin/delivery/settings', { signal }) });
}

export function useSaveDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliverySettings) =>
      apiRequest<DeliverySettings>('/api/admin/delivery/settings', { method: 'PUT', body: input, fallbackMessage: 'The delivery rules could not be saved' }),
    onSuccess: (saved) => queryClient.setQueryData(settingsKey, saved),
  });
}

export function useHolidays() {
  return useQuery({ queryKey: holidaysKey, queryFn: ({ signal }) => apiRequest<Holiday[]>('/api/admin/delivery/holidays', { signal }) });
}

export function useSaveHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (holiday: Holiday) =>
      apiRequest<Holiday>(`/api/admin/delivery/holidays/${holiday.day}`, {
        method: 'PUT',
        body: { name: holiday.name },
        fallbackMessage: 'The holiday could not be saved',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidaysKey }),
  });
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string) =>
      apiRequest<null>(`/api/admin/delivery/holidays/${day}`, { method: 'DELETE', fallbackMessage: 'The holiday could not be removed' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidaysKey }),
  });
}

export function useServiceabilitySummary() {
  return useQuery({
    queryKey: serviceabilityKey,
    queryFn: ({ signal }) => apiRequest<{ pincodes: number; directoryPincodes: number }>('/api/admin/delivery/serviceability', { signal }),
  });
}

export function useImportServiceability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      apiRequest<ServiceabilityImport>('/api/admin/delivery/serviceability', {
        method: 'POST',
        body: { csv },
        fallbackMessage: 'The file could not be imported',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceabilityKey }),
  });
}
