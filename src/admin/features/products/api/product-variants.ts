import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVariantGroup, VariantInputBody } from '../../../../shared/admin/admin-variants.schema';
import { apiRequest } from '../../../lib/api-client';
import { productsQueryKey } from './get-products-table';

function variantsPath(productId: string): string {
  return `/api/admin/products/${encodeURIComponent(productId)}/variants`;
}

export function variantGroupQueryOptions(productId: string) {
  return queryOptions({
    queryKey: [...productsQueryKey, 'variants', productId],
    queryFn: ({ signal }) => apiRequest<AdminVariantGroup>(variantsPath(productId), { signal, fallbackMessage: 'Could not load the variants' }),
  });
}

/** `GET /api/admin/products/{id}/variants`: the group the product belongs to. */
export function useVariantGroup(productId: string) {
  return useQuery({ ...variantGroupQueryOptions(productId), staleTime: 0 });
}

/** Every change answers the group as it now is; the product list shows variants as products too. */
function useGroupMutation<T>(productId: string, send: (input: T) => Promise<AdminVariantGroup>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (group) => {
      client.setQueryData(variantGroupQueryOptions(productId).queryKey, group);
      void client.invalidateQueries({ queryKey: [...productsQueryKey, 'table'] });
    },
  });
}

/** `PUT …/variants/options`: the group's option names and this product's own values. */
export function useSetVariantOptions(productId: string) {
  return useGroupMutation(productId, (input: { optionNames: string[]; options: Record<string, string> }) =>
    apiRequest<AdminVariantGroup>(`${variantsPath(productId)}/options`, { method: 'PUT', body: input, fallbackMessage: 'The options could not be saved' }),
  );
}

/** `POST …/variants`: a new variant with its values, SKU, price, stock and images. */
export function useAddVariant(productId: string) {
  return useGroupMutation(productId, (input: VariantInputBody) =>
    apiRequest<AdminVariantGroup>(variantsPath(productId), { method: 'POST', body: input, fallbackMessage: 'The variant could not be added' }),
  );
}

/** `DELETE …/variants/{variantId}`: removes a variant (its orders keep it). */
export function useRemoveVariant(productId: string) {
  return useGroupMutation(productId, (variantId: string) =>
    apiRequest<AdminVariantGroup>(`${variantsPath(productId)}/${encodeURIComponent(variantId)}`, {
      method: 'DELETE',
      fallbackMessage: 'The variant could not be removed',
    }),
  );
}
