import { useState, type FormEvent } from 'react';
import { Download } from 'lucide-react';
import { indianStates } from '../../../shared/shopping/indian-states';
import { gstRateInputSchema, sellerSettingsSchema, type GstRate, type SellerSettings } from '../../../shared/tax/gst-admin.schema';
import { Button } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { FormAlert } from '../../components/form/form-alert';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { numberOrUndefined, validateForm, type FieldErrors } from '../../../web/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDownloadGstCsv, useGstReport, type GstReportView } from './api/gst-report';
import { useAddGstRate, useGstRates } from './api/gst-rates';
import { useGstSeller, useSaveGstSeller } from './api/gst-seller';

function SellerForm({ initial }: { initial: SellerSettings }) {
  const save = useSaveGstSeller();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof SellerSettings, value: string) => setValues((v) => ({ ...v, [field]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateForm(sellerSettingsSchema, values);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) save.mutate(result.data);
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Seller GST details">
      <TextField label="Legal name" value={values.legalName} onChange={(v) => set('legalName', v)} error={errors.legalName} />
      <TextField label="Address" value={values.address} onChange={(v) => set('address', v)} error={errors.address} />
      <SelectField label="State" value={values.state} onChange={(v) => set('state', v)} error={errors.state}>
        {indianStates.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </SelectField>
      <TextField
        label="GSTIN"
        value={values.gstin}
        onChange={(v) => set('gstin', v.toUpperCase())}
        error={errors.gstin}
        mono
        hint="15 characters; the first two are the state code."
      />
      <FormAlert message={save.error?.message} />
      <Button type="submit" variant="primary" pending={save.isPending}>
        Save seller details
      </Button>
      {save.isSuccess && <p role="status">Saved. New invoices carry these details.</p>}
    </form>
  );
}

const rateColumns: readonly Column<GstRate>[] = [
  { key: 'hsn', header: 'HSN prefix', rowHeader: true, cell: (r) => r.hsnPrefix },
  { key: 'description', header: 'Goods', cell: (r) => r.description },
  { key: 'rate', header: 'Rate', align: 'end', cell: (r) => `${r.ratePercent}%` },
  { key: 'from', header: 'From', cell: (r) => r.effectiveFrom },
  { key: 'to', header: 'To', cell: (r) => r.effectiveTo ?? 'in force' },
  { key: 'source', header: 'Notification and source', hideNarrow: true, cell: (r) => `${r.notification}${r.source ? ` — ${r.source}` : ''}` },
];

const emptyRate = { hsnPrefix: '', description: '', ratePercent: '', effectiveFrom: '', notification: '', source: '' };

function AddRateForm() {
  const add = useAddGstRate();
  const [values, setValues] = useState(emptyRate);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof emptyRate, value: string) => setValues((v) => ({ ...v, [field]: value }));
  function submit(event: FormEvent) {
    event.preventDefault();
    const draft = { ...values, ratePercent: numberOrUndefined(values.ratePercent) };
    const result = validateForm(gstRateInputSchema, draft);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) add.mutate(draft, { onSuccess: () => setValues(emptyRate) });
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Add a GST rate">
      <TextField label="HSN prefix" value={values.hsnPrefix} onChange={(v) => set('hsnPrefix', v)} error={errors.hsnPrefix} inputMode="numeric" />
      <TextField label="Goods" value={values.description} onChange={(v) => set('description', v)} error={errors.description} optional />
      <TextField label="Rate (%)" value={values.ratePercent} onChange={(v) => set('ratePercent', v)} error={errors.ratePercent} inputMode="decimal" />
      <TextField label="Effective from" type="date" value={values.effectiveFrom} onChange={(v) => set('effectiveFrom', v)} error={errors.effectiveFrom} />
      <TextField
        label="Notification"
        value={values.notification}
        onChange={(v) => set('notification', v)}
        error={errors.notification}
        hint="e.g. 9/2025-Central Tax (Rate)"
      />
      <TextField
        label="Source / note"
        value={values.source}
        onChange={(v) => set('source', v)}
        error={errors.source}
        optional
        hint="Say UNVERIFIED if the rate is not confirmed."
      />
      <FormAlert message={add.error?.message} />
      <Button type="submit" variant="primary" pending={add.isPending}>
        Add rate
      </Button>
    </form>
  );
}

function ReportTables({ report }: { report: GstReportView }) {
  return (
    <>
      <DataTable
        caption="B2B invoices (registered buyers)"
        rows={report.b2b}
        rowKey={(r) => `${r.invoiceNumber}-${r.rate}`}
        emptyMessage="No B2B invoices this month."
        columns={[
          { key: 'n', header: 'Invoice', rowHeader: true, cell: (r) => `${r.invoiceNumber} (${r.invoiceDate})` },
          { key: 'g', header: 'Buyer', cell: (r) => `${r.name}, ${r.gstin}` },
          { key: 'p', header: 'Place of supply', cell: (r) => r.placeOfSupply },
          { key: 'r', header: 'Rate', align: 'end', cell: (r) => `${r.rate}%` },
          { key: 't', header: 'Taxable', align: 'end', cell: (r) => r.taxableValue },
        ]}
      />
      <DataTable
        caption="B2C totals by state and rate"
        rows={report.b2cs}
        rowKey={(r) => `${r.placeOfSupply}-${r.rate}`}
        emptyMessage="No B2C invoices this month."
        columns={[
          { key: 'p', header: 'Place of supply', rowHeader: true, cell: (r) => r.placeOfSupply },
          { key: 'r', header: 'Rate', align: 'end', cell: (r) => `${r.rate}%` },
          { key: 't', header: 'Taxable', align: 'end', cell: (r) => r.taxableValue },
          { key: 'i', header: 'IGST', align: 'end', cell: (r) => r.igst },
          { key: 'c', header: 'CGST', align: 'end', cell: (r) => r.cgst },
          { key: 's', header: 'SGST/UTGST', align: 'end', cell: (r) => r.sgst },
        ]}
      />
      <DataTable
        caption="HSN summary"
        rows={report.hsn}
        rowKey={(r) => `${r.hsn}-${r.rate}`}
        emptyMessage="Nothing invoiced this month."
        columns={[
          { key: 'h', header: 'HSN', rowHeader: true, cell: (r) => r.hsn },
          { key: 'r', header: 'Rate', align: 'end', cell: (r) => `${r.rate}%` },
          { key: 'q', header: 'Quantity', align: 'end', cell: (r) => r.quantity },
          { key: 't', header: 'Taxable', align: 'end', cell: (r) => r.taxableValue },
          { key: 'v', header: 'Total', align: 'end', cell: (r) => r.totalValue },
        ]}
      />
      <DataTable
        caption="Credit notes"
        rows={report.creditNotes}
        rowKey={(r) => r.number}
        emptyMessage="No credit notes this month."
        columns={[
          { key: 'n', header: 'Credit note', rowHeader: true, cell: (r) => `${r.number} (${r.date})` },
          { key: 'i', header: 'Against invoice', cell: (r) => r.invoiceNumber },
          { key: 'g', header: 'Buyer GSTIN', cell: (r) => r.gstin ?? 'unregistered' },
          { key: 't', header: 'Tax reversed', align: 'end', cell: (r) => r.tax },
        ]}
      />
    </>
  );
}

function Report() {
  const [month, setMonth] = useState(() => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7));
  const report = useGstReport(month);
  const csv = useDownloadGstCsv();
  return (
    <>
      <TextField label="Month" type="month" value={month} onChange={setMonth} />
      <p>
        {(['b2b', 'b2cs', 'hsn'] as const).map((table) => (
          <Button key={table} onClick={() => csv.mutate({ month, table })}>
            <Download size={16} aria-hidden="true" />
            GSTR-1 {table.toUpperCase()} CSV
          </Button>
        ))}
      </p>
      <FormAlert message={csv.error?.message ?? report.error?.message} />
      {report.data ? <ReportTables report={report.data} /> : null}
    </>
  );
}

/** /gst: the seller's GST details, the dated rate table and the monthly report. */
export default function GstPage() {
  useDocumentTitle('GST');
  const seller = useGstSeller();
  const rates = useGstRates();
  return (
    <>
      <PageHeader title="GST" description="Seller details on invoices, GST rates by HSN code, and the monthly report for GSTR-1." />
      <Panel title="Seller">{seller.data ? <SellerForm initial={seller.data} /> : <FormAlert message={seller.error?.message} />}</Panel>
      <Panel title="GST rates">
        <DataTable caption="GST rates by HSN prefix" columns={rateColumns} rows={rates.data} rowKey={(r) => r.id} loading={rates.isPending} />
        <AddRateForm />
      </Panel>
      <Panel title="Monthly report">
        <Report />
      </Panel>
    </>
  );
}
