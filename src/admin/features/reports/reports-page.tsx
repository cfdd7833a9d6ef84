import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Download } from 'lucide-react';
import { reportQuerySchema, type ReportQuery, type SalesReport } from '../../../shared/admin/reports.schema';
import { formatRupees, paiseToRupees } from '../../../shared/money';
import { Button } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { FormAlert } from '../../components/form/form-alert';
import { TextField } from '../../components/form/text-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { validateForm, type FieldErrors } from '../../../web/form-errors';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDownloadSalesReport, useSalesReport } from './api/sales-report';
import { RevenueChart } from './components/revenue-chart';
import { ShareBars } from './components/share-bars';
import styles from './reports-page.module.css';

/** Today in India, where the shop's days are counted (YYYY-MM-DD). */
export function shopToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));
const count = new Intl.NumberFormat('en-IN');

const productColumns: readonly Column<SalesReport['products'][number]>[] = [
  { key: 'name', header: 'Product', rowHeader: true, cell: (p) => p.name },
  { key: 'units', header: 'Units', align: 'end', cell: (p) => count.format(p.units) },
  { key: 'revenue', header: 'Revenue', align: 'end', cell: (p) => rupees(p.revenuePaise) },
];

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <dl className={styles.figure}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </dl>
  );
}

/** Revenue, orders, average order value, units by product and category, new vs returning customers and refunds for a date range. */
export default function ReportsPage() {
  useDocumentTitle('Reports');
  const [params, setParams] = useSearchParams();
  const today = shopToday();
  const from = params.get('from') ?? `${today.slice(0, 8)}01`;
  const to = params.get('to') ?? today;
  const [draft, setDraft] = useState({ from, to });
  const [errors, setErrors] = useState<FieldErrors>({});
  const checked = reportQuerySchema.safeParse({ from, to });
  const query: ReportQuery | null = checked.success ? checked.data : null;
  const report = useSalesReport(query);
  const download = useDownloadSalesReport();

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const result = validateForm(reportQuerySchema, draft);
    setErrors(result.ok ? {} : result.errors);
    if (result.ok) setParams({ from: result.data.from, to: result.data.to });
  };

  const data = report.data;
  return (
    <>
      <PageHeader
        title="Reports"
        description="Sales of the days you choose, in India's time. Cancelled orders and online payments not yet received are left out."
        actions={
          query && (
            <Button onClick={() => download.mutate(query)} pending={download.isPending}>
              <Download size={16} aria-hidden="true" />
              Download CSV
            </Button>
          )
        }
      />
      <form className={styles.range} onSubmit={apply} noValidate aria-label="Date range">
        <TextField label="From" name="from" type="date" value={draft.from} onChange={(value) => setDraft((d) => ({ ...d, from: value }))} error={errors.from} />
        <TextField label="To" name="to" type="date" value={draft.to} onChange={(value) => setDraft((d) => ({ ...d, to: value }))} error={errors.to} />
        <Button type="submit" variant="primary">
          Show
        </Button>
      </form>
      <FormAlert message={download.error?.message ?? (checked.success ? undefined : 'The dates in the address are not valid; choose a range.')} />
      {report.isPending && query ? (
        <LoadingBox label="Adding up the sales…" />
      ) : report.isError ? (
        <ErrorBox error={report.error} onRetry={() => void report.refetch()} />
      ) : data ? (
        <>
          <div className={styles.figures} aria-label="Totals">
            <Figure label="Revenue" value={rupees(data.revenuePaise)} />
            <Figure label="Orders" value={count.format(data.orders)} />
            <Figure label="Average order value" value={rupees(data.averageOrderPaise)} />
            <Figure label="New customers" value={count.format(data.customers.new)} />
            <Figure label="Returning customers" value={count.format(data.customers.returning)} />
            <Figure label="Refunds" value={`${rupees(data.refunds.amountPaise)} (${count.format(data.refunds.count)})`} />
          </div>
          <Panel title="Revenue and orders by day">
            <RevenueChart days={data.days} />
          </Panel>
          <Panel title="Revenue by category">
            {data.categories.length === 0 ? <p>No sales in these days.</p> : <ShareBars rows={data.categories} label="Revenue by category" />}
          </Panel>
          <Panel title="Units by product">
            <DataTable
              caption="Units and revenue by product"
              rows={data.products}
              rowKey={(p) => p.key}
              columns={productColumns}
              emptyMessage="No sales in these days."
            />
          </Panel>
        </>
      ) : null}
    </>
  );
}
