import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** "Notify me when back in stock": the account's address when signed in, else the one typed. */
export function useStockAlert(productId: string) {
  return useMutation({
    mutationFn: (email: string | undefined) =>
      apiRequest<{ message: string; email: string }>(`/api/products/${encodeURIComponent(productId)}/stock-alerts`, {
        method: 'POST',
        body: email ? { email } : {},
        fallbackMessage: 'Could not save your request. Please try again.',
      }),
  });
}
