import { Link, useParams } from 'react-router';
import { formatRupees } from '../../../shared/money';
import type { ReturnPayout } from '../../../shared/shopping/return.schema';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useReturn } from './api/returns';
import { ReturnActions } from './components/return-actions';
import { ReturnStatusBadge } from './components/return-status-badge';
import styles from './components/returns.module.css';

function payoutText(payout: ReturnPayout | null): string {
  if (!payout) return 'Back through the online payment (Razorpay)';
  return payout.method === 'upi' ? `UPI ${payout.upiId}` : `${payout.accountName}, account ${payout.accountNumber}, IFSC ${payout.ifsc}`;
}

export default function ReturnDetailPage() {
  const { returnId = '' } = useParams();
  const query = useReturn(returnId);
  useDocumentTitle(query.data ? `Return #${query.data.number}` : 'Return');
  if (query.isPending) return <LoadingBox label="Loading the return…" />;
  if (query.isError) return <ErrorBox error={query.error} onRetry={() => void query.refetch()} />;
  const ret = query.data;
  return (
    <>
      <PageHeader
        title={
          <>
            Return #{ret.number} <ReturnStatusBadge status={ret.status} />
          </>
        }
        description={`Asked ${formatDateTime(ret.createdAt)}`}
        back={{ to: '/returns', label: 'Returns' }}
      />
      <div className={styles.layout}>
        <div className={styles.column}>
          <Panel title="Status">
            <ReturnActions ret={ret} />
          </Panel>
          <Panel title="Items">
            <ul className={styles.list}>
              {ret.lines.map((l) => (
                <li key={l.productId}>
                  {l.quantity} × {l.name} — {formatRupees(l.refund)}
                  {l.restockedQuantity !== null && <span className={styles.muted}> · {l.restockedQuantity} restocked</span>}
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title="History">
            <ol className={styles.list}>
              {ret.events.map((e) => (
                <li key={`${e.to}-${e.at}`}>
                  {formatDateTime(e.at)} · <strong>{e.to}</strong> by {e.actor === 'shopper' ? 'the shopper' : (e.by ?? 'staff')}
                  {e.note ? ` — ${e.note}` : ''}
                </li>
              ))}
            </ol>
          </Panel>
        </div>
        <div className={styles.column}>
          <Panel title="Request">
            <dl className={styles.facts}>
              <dt>Order</dt>
              <dd>
                <Link to={`/orders/${encodeURIComponent(ret.orderId)}`}>#{ret.orderNumber}</Link>
              </dd>
              <dt>Reason</dt>
              <dd>{ret.reason}</dd>
              {ret.details && (
                <>
                  <dt>Details</dt>
                  <dd>{ret.details}</dd>
                </>
              )}
              <dt>Refund</dt>
              <dd>{formatRupees(ret.refund)}</dd>
              <dt>Refund to</dt>
              <dd>{payoutText(ret.payout)}</dd>
              {ret.refundReference && (
                <>
                  <dt>Reference</dt>
                  <dd>{ret.refundReference}</dd>
                </>
              )}
              {ret.creditNote && (
                <>
                  <dt>Credit note</dt>
                  <dd>{ret.creditNote.number}</dd>
                </>
              )}
            </dl>
          </Panel>
          {ret.photos.length > 0 && (
            <Panel title="Photos">
              <ul className={styles.photos}>
                {ret.photos.map((url, i) => (
                  <li key={url}>
                    <a href={url} target="_blank" rel="noreferrer">
                      <img src={url} alt={`Shopper's upload ${i + 1}`} />
                    </a>
                  </li>
                ))}
              </ul>
            </Panel>
          )}
        </div>
      </div>
    </>
  );
}
