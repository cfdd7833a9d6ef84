import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AcceptInviteBody, StaffInviteBody, StaffList, StaffRole } from '../../../../shared/admin/staff.schema';
import { apiRequest } from '../../../lib/api-client';

const staffKey = ['staff'] as const;

/** `GET /api/admin/staff`: who is on the staff and the open invitations (owner only). */
export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: ({ signal }) => apiRequest<StaffList>('/api/admin/staff', { signal }) });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffInviteBody) =>
      apiRequest<{ email: string; message: string }>('/api/admin/staff/invites', { method: 'POST', body, fallbackMessage: 'The invitation could not be sent' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useRevokeInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<null>(`/api/admin/staff/invites/${id}`, { method: 'DELETE', fallbackMessage: 'The invitation could not be withdrawn' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: StaffRole }) =>
      apiRequest<null>(`/api/admin/staff/${id}`, { method: 'PATCH', body: { role }, fallbackMessage: 'The role could not be changed' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>(`/api/admin/staff/${id}`, { method: 'DELETE', fallbackMessage: 'The person could not be removed' }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** `POST /api/staff-invites/accept`: public, the invitation's token is the credential. */
export function useAcceptInvite() {
  return useMutation({
    mutationFn: (body: AcceptInviteBody) =>
      apiRequest<{ email: string; message: string }>('/api/staff-invites/accept', {
        method: 'POST',
        body,
        fallbackMessage: 'The invitation could not be accepted',
        authRedirect: false,
      }),
  });
}
