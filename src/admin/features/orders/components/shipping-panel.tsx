import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { shipmentInputSchema, type Shipment, type StaffOrderTracking } from '../../../../shared/shipping/shipping.schema';
import type { OrderStatus } from '../../../../shared/shopping/order-status';
import { validateForm, type FieldErrors } from '../../../../web/form-errors';
import { useCouriers } from '../../../api/couriers/get-couriers';
import { Button } from '../../../components/button/button';
import { FormAlert } from '../../../components/form/form-alert';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { useShipOrder } from '../api/order-tracking';
import styles from './order-detail.module.css';

function ShipmentList({ shipments }: { shipments: Shipment[] }) {
  if (shipments.length === 0) return <p className={styles.muted}>Nothing has shipped yet.</p>;
  return (
    <ol className={styles.timeline} aria-label="Shipments">
      {shipments.map((s) => (
        <li key={s._id}>
          <strong>{s.courier}</strong>{' '}
          <a href={s.trackingUrl} target="_blank" rel="noreferrer noopener">
            {s.trackingNumber}
          </a>
          <br />
          <span className={styles.muted}>
            Shipped {formatDateTime(s.shippedAt)}
            {s.expectedOn ? ` · expected ${formatDate(s.expectedOn)}` : ''}
          </span>
          <br />
          {s.items.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
        </li>
      ))}
    </ol>
  );
}

function ShipForm({ orderId, lines }: { orderId: string; lines: StaffOrderTracking['lines'] }) {
  const couriers = useCouriers();
  const ship = useShipOrder(orderId);
  const open = lines.filter((l) => l.shipped < l.quantity);
  const active = couriers.data?.filter((c) => c.active) ?? [];
  const [courierId, setCourierId] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [expectedOn, setExpectedOn] = useState('');
  const [note, setNote] = useState('');
  const [quantities, setQuantities] = useState<Record<string, string>>(() =>
    Object.fromEntries(open.map((l) => [l.productId, String(l.quantity - l.shipped)])),
  );
  const [errors, setErrors] = useState<FieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const chosen = open.map((l) => ({ productId: l.productId, quantity: Number(quantities[l.productId] ?? '0') })).filter((l) => l.quantity > 0);
    const everything = open.every((l) => Number(quantities[l.productId]) === l.quantity - l.shipped);
    const result = validateForm(shipmentInputSchema, {
      courierId,
      trackingNumber,
      expectedOn: expectedOn || undefined,
      note: note || undefined,
      lines: everything ? undefined : chosen,
    });
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok) return;
    ship.mutate(result.data, {
      onSuccess: (order) => {
        toast.success(`Order #${order.number} shipped: the shopper is emailed the tracking link`);
        setTrackingNumber('');
        setNote('');
      },
    });
  }

  if (open.length === 0) return <p className={styles.muted}>Every item of this order has shipped.</p>;
  if (couriers.isSuccess && active.length === 0) return <p className={styles.muted}>Add a courier on the Couriers page first.</p>;
  return (
    <form onSubmit={submit} noValidate aria-label="Ship items">
      <SelectField label="Courier" value={courierId} onChange={setCourierId} error={errors.courierId}>
        <option value="">Choose a courier</option>
        {active.map((c) => (
          <option key={c._id} value={c._id}>
            {c.name}
          </option>
        ))}
      </SelectField>
      <TextField label="Tracking number" value={trackingNumber} onChange={setTrackingNumber} error={errors.trackingNumber} mono maxLength={40} />
      <TextField label="Expected delivery" type="date" value={expectedOn} onChange={setExpectedOn} error={errors.expectedOn} optional />
      <fieldset className={styles.fieldset}>
        <legend>Items in this parcel</legend>
        {open.map((l) => (
          <TextField
            key={l.productId}
            label={`${l.name} (${l.quantity - l.shipped} left)`}
            type="number"
            min={0}
            max={l.quantity - l.shipped}
            value={quantities[l.productId] ?? '0'}
            onChange={(value) => setQuantities((q) => ({ ...q, [l.productId]: value }))}
          />
        ))}
        {errors.lines && <p className={styles.warning}>{errors.lines}</p>}
      </fieldset>
      <TextField label="Note for the history" value={note} onChange={setNote} error={errors.note} optional maxLength={500} hint="The shopper sees it too." />
      <FormAlert message={ship.error?.message} />
      <Button type="submit" variant="primary" pending={ship.isPending}>
        Ship these items
      </Button>
    </form>
  );
}

/** Parcels with their tracking links, and the form to send the next one while the order may still ship. */
export function ShippingPanel({ orderId, status, tracking }: { orderId: string; status: OrderStatus; tracking: StaffOrderTracking }) {
  const canShip = status === 'Processing' || status === 'Shipped';
  return (
    <>
      <ShipmentList shipments={tracking.shipments} />
      {canShip && <ShipForm key={tracking.shipments.length} orderId={orderId} lines={tracking.lines} />}
    </>
  );
}
