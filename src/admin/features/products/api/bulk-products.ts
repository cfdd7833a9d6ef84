import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BulkApplyRequest, BulkPreview, BulkPreviewRequest, BulkResult } from '../../../../shared/admin/admin-product-bulk.schema';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products-table';

/** `POST /api/admin/products/bulk/preview`: what the action would change; nothing is written. */
export function previewBulk(request: BulkPreviewRequest): Promise<BulkPreview> {
  return apiRequest<BulkPreview>('/api/admin/products/bulk/preview', { method: 'POST', body: request, fallbackMessage: 'The preview could not be made' });
}

/** `POST /api/admin/products/bulk`: applies it in one transaction, if the selection still holds the previewed count. */
export function applyBulk(request: BulkApplyRequest): Promise<BulkResult> {
  return apiRequest<BulkResult>('/api/admin/products/bulk', { method: 'POST', body: request, fallbackMessage: 'The change could not be applied' });
}

export function usePreviewBulk() {
  return useMutation({ mutationFn: previewBulk });
}

export function useApplyBulk() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: applyBulk,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: productsQueryKey });
      void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    },
  });
}
