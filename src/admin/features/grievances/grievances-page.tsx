import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { grievanceResolveSchema, type Grievance, type GrievanceStatus } from '../../../shared/shipping/grievance.schema';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { FormAlert } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { TextareaField } from '../../components/form/textarea-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useGrievances, useResolveGrievance } from './api/grievances';

/** The Consumer Protection (E-Commerce) Rules 2020 give a month to resolve: a ticket past 3 weeks is flagged. */
function AgeBadge({ days }: { days: number }) {
  const text = days === 0 ? 'today' : `${days} day${days === 1 ? '' : 's'} old`;
  return <Badge tone={days >= 30 ? 'danger' : days >= 21 ? 'warning' : 'neutral'}>{text}</Badge>;
}

function ResolveForm({ ticket }: { ticket: Grievance }) {
  const resolve = useResolveGrievance();
  const [resolution, setResolution] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(grievanceResolveSchema, { resolution });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) resolve.mutate({ id: ticket._id, resolution: result.data.resolution }, { onSuccess: () => toast.success(`${ticket.ticket} resolved`) });
  }
  return (
    <form onSubmit={submit} noValidate aria-label={`Resolve ${ticket.ticket}`}>
      <TextareaField label="Resolution (mailed to the customer)" value={resolution} onChange={setResolution} error={errors.resolution} rows={3} />
      <FormAlert message={resolve.error?.message} />
      <Button type="submit" variant="primary" pending={resolve.isPending}>
        Resolve {ticket.ticket}
      </Button>
    </form>
  );
}

/** /grievances: order-related contact messages with their ticket numbers; open ones oldest first. */
export default function GrievancesPage() {
  useDocumentTitle('Tickets');
  const [status, setStatus] = useState<GrievanceStatus>('Open');
  const tickets = useGrievances(status);
  return (
    <>
      <PageHeader
        title="Tickets"
        description="Order-related messages from the contact form. Each was acknowledged by mail at once; resolve each within a month."
        actions={
          <SelectField label="Show" value={status} onChange={(value) => setStatus(value === 'Resolved' ? 'Resolved' : 'Open')}>
            <option value="Open">Open</option>
            <option value="Resolved">Resolved</option>
          </SelectField>
        }
      />
      {tickets.isPending ? (
        <LoadingBox label="Loading the tickets…" />
      ) : tickets.isError ? (
        <ErrorBox error={tickets.error} onRetry={() => void tickets.refetch()} />
      ) : tickets.data.length === 0 ? (
        <Panel title={status === 'Open' ? 'No open tickets' : 'No resolved tickets'}>
          <p>{status === 'Open' ? 'Every order-related message has been resolved.' : 'Nothing resolved yet.'}</p>
        </Panel>
      ) : (
        tickets.data.map((t) => (
          <Panel
            key={t._id}
            title={
              <>
                {t.ticket} · {t.subject} {t.status === 'Open' ? <AgeBadge days={t.ageDays} /> : <Badge tone="success">Resolved</Badge>}
              </>
            }
          >
            <p>
              From {t.fullName} &lt;<a href={`mailto:${t.email}`}>{t.email}</a>&gt; on {formatDateTime(t.createdAt)} about{' '}
              {t.orderId ? <Link to={`/orders/${encodeURIComponent(t.orderId)}`}>order #{t.orderNumber}</Link> : `order #${t.orderNumber} (not this sender's)`}
            </p>
            <p style={{ whiteSpace: 'pre-wrap' }}>{t.message}</p>
            {t.status === 'Open' ? (
              <ResolveForm ticket={t} />
            ) : (
              <p>
                Resolved {t.resolvedAt ? formatDateTime(t.resolvedAt) : ''}: {t.resolution}
              </p>
            )}
          </Panel>
        ))
      )}
    </>
  );
}
