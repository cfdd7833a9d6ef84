import { useState, type ChangeEvent, type FormEvent } from 'react';
import { deliveryZoneLabels } from '../../../shared/delivery/delivery-zones';
import { deliverySettingsBodySchema, holidaySchema, type DeliverySettings, type ZoneRule } from '../../../shared/delivery/delivery.schema';
import { Button } from '../../components/button/button';
import { CheckboxField } from '../../components/form/checkbox-field';
import { FormAlert } from '../../components/form/form-alert';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import {
  useDeleteHoliday,
  useDeliverySettings,
  useHolidays,
  useImportServiceability,
  useSaveDeliverySettings,
  useSaveHoliday,
  useServiceabilitySummary,
} from './api/delivery-rules';

function CourierListPanel() {
  const summary = useServiceabilitySummary();
  const upload = useImportServiceability();
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (file) upload.mutate(await file.text());
    event.target.value = '';
  }
  const result = upload.data;
  return (
    <Panel title="Courier serviceability list">
      <p>
        A CSV with the columns <code>pincode, deliverable, cod, days_min, days_max</code> (yes/no for deliverable and cod). Pincodes it names follow it; the
        others follow their zone below. Uploading the same file again changes nothing.
      </p>
      {summary.data && (
        <p>
          {summary.data.pincodes} pincodes listed, of {summary.data.directoryPincodes} in India&apos;s pincode directory.
        </p>
      )}
      <label>
        Upload CSV <input type="file" accept=".csv,text/csv" onChange={(e) => void choose(e)} disabled={upload.isPending} />
      </label>
      <FormAlert message={upload.error?.message} />
      {result && (
        <p role="status">
          Imported {result.rows} lines: {result.added} added, {result.changed} changed, {result.unchanged} unchanged.
        </p>
      )}
    </Panel>
  );
}

type ZoneDraft = Record<keyof Omit<ZoneRule, 'zone' | 'deliverable' | 'codAllowed'>, string> & Pick<ZoneRule, 'zone' | 'deliverable' | 'codAllowed'>;

function ZonesForm({ initial }: { initial: DeliverySettings }) {
  const save = useSaveDeliverySettings();
  const [origin, setOrigin] = useState(initial.originPincode);
  const [zones, setZones] = useState<ZoneDraft[]>(
    initial.zones.map((z) => ({
      ...z,
      daysMin: String(z.daysMin),
      daysMax: String(z.daysMax),
      fee: String(z.fee),
      freeAbove: z.freeAbove === null ? '' : String(z.freeAbove),
    })),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  const edit = (i: number, change: Partial<ZoneDraft>) => setZones((all) => all.map((z, j) => (j === i ? { ...z, ...change } : z)));
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(deliverySettingsBodySchema, {
      originPincode: origin,
      zones: zones.map((z) => ({
        ...z,
        daysMin: Number(z.daysMin),
        daysMax: Number(z.daysMax),
        fee: Number(z.fee || '0'),
        freeAbove: z.freeAbove.trim() === '' ? null : Number(z.freeAbove),
      })),
    });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) save.mutate(result.data);
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Delivery zones">
      <TextField
        label="Dispatch pincode"
        value={origin}
        onChange={setOrigin}
        error={errors.originPincode}
        inputMode="numeric"
        hint="Decides the same-city and same-state zones."
      />
      {zones.map((z, i) => (
        <fieldset key={z.zone}>
          <legend>{deliveryZoneLabels[z.zone]}</legend>
          <CheckboxField label="Deliverable" checked={z.deliverable} onChange={(v) => edit(i, { deliverable: v })} name={`${z.zone}-deliverable`} />
          <CheckboxField label="Cash on Delivery allowed" checked={z.codAllowed} onChange={(v) => edit(i, { codAllowed: v })} name={`${z.zone}-cod`} />
          <TextField label="Days min" value={z.daysMin} onChange={(v) => edit(i, { daysMin: v })} error={errors[`zones.${i}.daysMin`]} inputMode="numeric" />
          <TextField label="Days max" value={z.daysMax} onChange={(v) => edit(i, { daysMax: v })} error={errors[`zones.${i}.daysMax`]} inputMode="numeric" />
          <TextField
            label="Shipping fee (₹, before GST)"
            value={z.fee}
            onChange={(v) => edit(i, { fee: v })}
            error={errors[`zones.${i}.fee`]}
            inputMode="decimal"
          />
          <TextField
            label="Free shipping from (₹ of goods)"
            value={z.freeAbove}
            onChange={(v) => edit(i, { freeAbove: v })}
            error={errors[`zones.${i}.freeAbove`]}
            inputMode="decimal"
            optional
          />
        </fieldset>
      ))}
      <FormAlert message={save.error?.message} />
      <Button type="submit" variant="primary" pending={save.isPending}>
        Save delivery rules
      </Button>
      {save.isSuccess && <p role="status">Saved. Quotes and checkout use these rules from now on.</p>}
    </form>
  );
}

function HolidaysPanel() {
  const holidays = useHolidays();
  const add = useSaveHoliday();
  const remove = useDeleteHoliday();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(holidaySchema, { day, name });
    setErrors(result.ok ? {} : result.errors);
    if (result.ok)
      add.mutate(result.data, {
        onSuccess: () => {
          setDay('');
          setName('');
        },
      });
  }
  return (
    <Panel title="Holidays">
      <p>Couriers do not deliver on Sundays or on these days; delivery dates skip them.</p>
      <ul>
        {holidays.data?.map((h) => (
          <li key={h.day}>
            {h.day} — {h.name}{' '}
            <Button size="sm" onClick={() => remove.mutate(h.day)} aria-label={`Remove ${h.name} (${h.day})`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} noValidate aria-label="Add a holiday">
        <TextField label="Date" type="date" value={day} onChange={setDay} error={errors.day} />
        <TextField label="Name" value={name} onChange={setName} error={errors.name} />
        <FormAlert message={add.error?.message ?? remove.error?.message} />
        <Button type="submit" pending={add.isPending}>
          Add holiday
        </Button>
      </form>
    </Panel>
  );
}

/** /delivery: where the shop delivers, how fast, with COD or not, and what shipping costs. */
export default function DeliveryPage() {
  useDocumentTitle('Delivery');
  const settings = useDeliverySettings();
  return (
    <>
      <PageHeader title="Delivery" description="Serviceable pincodes, zone rules and shipping fees, and delivery holidays." />
      <CourierListPanel />
      <Panel title="Zones and shipping fees">{settings.data ? <ZonesForm initial={settings.data} /> : <FormAlert message={settings.error?.message} />}</Panel>
      <HolidaysPanel />
    </>
  );
}
