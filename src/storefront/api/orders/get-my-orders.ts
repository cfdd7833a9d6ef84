import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** The fields 'My Orders' shows; the full order (address, tax, …) belongs to the order pages. */
export interface OrderSummary {
  _id: string;
  number: number;
  status: string;
  total: number;
  createdAt: string;
  items: { name: string; quantity: number; price: number }[];
}

/**
 * `GET /api/orders`, the signed-in shopper's own orders. Until the orders API is live (404) or when
 * it fails, the list is empty: an empty state is honest, invented rows are not.
 */
export async function getMyOrders(signal?: AbortSignal): Promise<OrderSummary[]> {
  try {
    const orders = await apiRequest<unknown>('/api/orders', { signal, authRedirect: false });
    return Array.isArray(orders) ? (orders as OrderSummary[]) : [];
  } catch (error) {
    if (signal?.aborted) throw error;
    return [];
  }
}

export function useMyOrders(enabled: boolean) {
  return useQuery({ queryKey: ['orders', 'mine'], queryFn: ({ signal }) => getMyOrders(signal), enabled, staleTime: 0 });
}
