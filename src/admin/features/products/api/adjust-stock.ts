import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminProduct } from '../../../../shared/admin/admin-products.schema';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products-table';

export interface StockAdjustment {
  /** Added to the stock; negative removes (breakage, a recount). */
  delta: number;
  reason: string;
}

/** `POST /api/admin/products/{id}/stock`: a relative change with a reason, so the audit log says why stock moved. */
export function adjustStock(id: string, adjustment: StockAdjustment): Promise<AdminProduct> {
  return apiRequest<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/stock`, {
    method: 'POST',
    body: adjustment,
    fallbackMessage: 'The stock could not be adjusted',
  });
}

export function useAdjustStock(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (adjustment: StockAdjustment) => adjustStock(id, adjustment),
    onSuccess: (product) => {
      client.setQueryData([...productsQueryKey, 'detail', product._id], product);
      void client.invalidateQueries({ queryKey: [...productsQueryKey, 'table'] });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
