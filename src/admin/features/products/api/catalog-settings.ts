import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CatalogSettings } from '../../../../shared/admin/admin-products.schema';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products-table';

const settingsKey = ['admin', 'catalog-settings'] as const;

export function useCatalogSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest<CatalogSettings>('/api/admin/catalog-settings', { signal, fallbackMessage: 'Could not load the catalog settings' }),
  });
}

export function useSaveCatalogSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: CatalogSettings) =>
      apiRequest<CatalogSettings>('/api/admin/catalog-settings', { method: 'PUT', body: settings, fallbackMessage: 'The setting could not be saved' }),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      void client.invalidateQueries({ queryKey: productsQueryKey });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
