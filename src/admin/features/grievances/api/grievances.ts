import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Grievance, GrievanceStatus } from '../../../../shared/shipping/grievance.schema';
import { apiRequest } from '../../../lib/api-client';

const grievancesKey = ['admin', 'grievances'] as const;

/** `GET /api/admin/grievances?status=`: open ones oldest first. */
export function useGrievances(status: GrievanceStatus) {
  return useQuery({
    queryKey: [...grievancesKey, status],
    queryFn: ({ signal }) => apiRequest<Grievance[]>(`/api/admin/grievances?status=${status}`, { signal, fallbackMessage: 'Could not load the tickets' }),
  });
}

/** `POST /api/admin/grievances/{id}/resolve`: once; the sender is mailed the resolution. */
export function useResolveGrievance() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, resolution }: { id: string; resolution: string }) =>
      apiRequest<{ ticket: string }>(`/api/admin/grievances/${encodeURIComponent(id)}/resolve`, {
        method: 'POST',
        body: { resolution },
        fallbackMessage: 'The ticket could not be resolved',
      }),
    onSuccess: () => void client.invalidateQueries({ queryKey: grievancesKey }),
  });
}
