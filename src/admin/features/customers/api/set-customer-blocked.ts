import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CustomerDetail } from '../../../../shared/admin/admin-customers.schema';
import { customersQueryKey, type CustomerRow } from './get-customers';

/**
 * `POST /api/admin/customers/{id}/block` or `/unblock`. Blocking also ends the customer's sessions
 * and refuses their sign-in; unblocking lets them sign in again.
 */
export function setCustomerBlocked(id: string, blocked: boolean): Promise<CustomerRow> {
  return apiRequest<CustomerRow>(`/api/admin/customers/${encodeURIComponent(id)}/${blocked ? 'block' : 'unblock'}`, {
    method: 'POST',
    body: {},
    fallbackMessage: blocked ? 'The customer could not be blocked' : 'The customer could not be unblocked',
  });
}

export function useSetCustomerBlocked(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => setCustomerBlocked(id, blocked),
    onSuccess: (customer) => {
      client.setQueryData<CustomerDetail>([...customersQueryKey, 'detail', id], (previous) =>
        previous ? { ...previous, customer: { ...previous.customer, ...customer } } : previous,
      );
      void client.invalidateQueries({ queryKey: [...customersQueryKey, 'list'] });
    },
  });
}
