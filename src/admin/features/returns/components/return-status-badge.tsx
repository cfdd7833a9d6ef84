import type { ReturnStatus } from '../../../../shared/shopping/return-status';
import { Badge, type BadgeTone } from '../../../components/badge/badge';

const tones: Record<ReturnStatus, BadgeTone> = {
  Requested: 'warning',
  Approved: 'info',
  Rejected: 'danger',
  Cancelled: 'neutral',
  Received: 'info',
  Refunded: 'success',
};

export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}
