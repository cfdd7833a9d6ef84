import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { courierInputSchema, TRACKING_PLACEHOLDER, type Courier } from '../../../shared/shipping/shipping.schema';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { useCouriers } from '../../api/couriers/get-couriers';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormAlert } from '../../components/form/form-alert';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { ErrorBox } from '../../components/query-state/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSaveCourier } from './api/save-courier';

function CourierForm({ editing, onDone }: { editing: Courier | null; onDone: () => void }) {
  const save = useSaveCourier();
  const [name, setName] = useState(editing?.name ?? '');
  const [trackingUrl, setTrackingUrl] = useState(editing?.trackingUrl ?? '');
  const [active, setActive] = useState(editing?.active ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(courierInputSchema, { name, trackingUrl, active });
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    save.mutate(
      { id: editing?._id ?? null, input: result.data },
      {
        onSuccess: (courier) => {
          toast.success(`${courier.name} saved`);
          onDone();
        },
      },
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? `Edit ${editing.name}` : 'Add a courier'}>
      <TextField label="Name" value={name} onChange={setName} error={errors.name} maxLength={60} />
      <TextField
        label="Tracking URL"
        value={trackingUrl}
        onChange={setTrackingUrl}
        error={errors.trackingUrl}
        mono
        placeholder={`https://www.delhivery.com/track/package/${TRACKING_PLACEHOLDER}`}
        hint={`The courier's tracking page, with ${TRACKING_PLACEHOLDER} where the tracking number goes.`}
      />
      <CheckboxField label="Offer this courier when shipping" checked={active} onChange={setActive} name="courierActive" />
      <FormAlert message={save.error?.message} />
      <Button type="submit" variant="primary" pending={save.isPending}>
        {editing ? 'Save courier' : 'Add courier'}
      </Button>{' '}
      {editing && <Button onClick={onDone}>Cancel</Button>}
    </form>
  );
}

/** /couriers: the couriers staff ship with, each with its tracking page pattern. */
export default function CouriersPage() {
  useDocumentTitle('Couriers');
  const couriers = useCouriers();
  const [editing, setEditing] = useState<Courier | null>(null);
  const columns: Column<Courier>[] = [
    { key: 'name', header: 'Courier', cell: (c) => c.name, rowHeader: true },
    { key: 'url', header: 'Tracking URL', cell: (c) => <code>{c.trackingUrl}</code> },
    { key: 'active', header: 'Status', cell: (c) => (c.active ? <Badge tone="success">Active</Badge> : <Badge>Hidden</Badge>) },
    {
      key: 'edit',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      cell: (c) => (
        <Button size="sm" onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Couriers" description="The couriers you ship with. Shoppers get a tracking link built from the courier's pattern." />
      {couriers.isError ? (
        <ErrorBox error={couriers.error} onRetry={() => void couriers.refetch()} />
      ) : (
        <DataTable
          caption="Couriers"
          columns={columns}
          rows={couriers.data}
          rowKey={(c) => c._id}
          loading={couriers.isPending}
          emptyMessage="No couriers yet: add one below."
        />
      )}
      <Panel title={editing ? `Edit ${editing.name}` : 'Add a courier'}>
        <CourierForm key={editing?._id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Panel>
    </>
  );
}
