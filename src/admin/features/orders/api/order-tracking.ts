import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShipmentInput, StaffOrderTracking } from '../../../../shared/shipping/shipping.schema';
import { apiDownload, apiRequest } from '../../../lib/api-client';
import { downloadBlob } from '../../../lib/download-blob';
import { ordersQueryKey } from './get-orders';

const trackingKey = (id: string) => [...ordersQueryKey, 'tracking', id] as const;

/** `GET /api/admin/orders/{id}/tracking`: parcels, the status history with staff names, lines left to ship, COD cash. */
export function useOrderTracking(id: string) {
  return useQuery({
    queryKey: trackingKey(id),
    queryFn: ({ signal }) =>
      apiRequest<StaffOrderTracking>(`/api/admin/orders/${encodeURIComponent(id)}/tracking`, {
        signal,
        fallbackMessage: 'Could not load the shipping details',
      }),
    staleTime: 0,
  });
}

/** Everything on the order page depends on a parcel (status, invoice, history): reload the order and its tracking. */
function useRefreshOrder(id: string) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: ordersQueryKey });
    void client.invalidateQueries({ queryKey: ['admin', 'dashboard'] });
    void client.invalidateQueries({ queryKey: trackingKey(id) });
  };
}

/** `POST /api/admin/orders/{id}/shipments`. */
export function useShipOrder(id: string) {
  const refresh = useRefreshOrder(id);
  return useMutation({
    mutationFn: (input: ShipmentInput) =>
      apiRequest<{ number: number; status: string }>(`/api/admin/orders/${encodeURIComponent(id)}/shipments`, {
        method: 'POST',
        body: input,
        fallbackMessage: 'The shipment could not be saved',
      }),
    onSuccess: refresh,
  });
}

/** `POST /api/admin/orders/{id}/cash-collected`: once per delivered COD order. */
export function useMarkCashCollected(id: string) {
  const refresh = useRefreshOrder(id);
  return useMutation({
    mutationFn: () =>
      apiRequest<{ at: string }>(`/api/admin/orders/${encodeURIComponent(id)}/cash-collected`, {
        method: 'POST',
        fallbackMessage: 'Could not mark the cash collected',
      }),
    onSuccess: refresh,
  });
}

/** One order's slip, or many orders' in one PDF (`GET /api/admin/packing-slips.pdf?ids=`). */
export async function downloadPackingSlips(ids: readonly string[], fileName: string): Promise<void> {
  const url =
    ids.length === 1
      ? `/api/admin/orders/${encodeURIComponent(ids[0] ?? '')}/packing-slip.pdf`
      : `/api/admin/packing-slips.pdf?ids=${ids.map(encodeURIComponent).join(',')}`;
  downloadBlob(await apiDownload(url, { fallbackMessage: 'The packing slip could not be downloaded' }), fileName);
}

export function useDownloadPackingSlips() {
  return useMutation({ mutationFn: ({ ids, fileName }: { ids: readonly string[]; fileName: string }) => downloadPackingSlips(ids, fileName) });
}
