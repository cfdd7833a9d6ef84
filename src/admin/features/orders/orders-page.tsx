import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'react-toastify';
import { orderStatuses, type OrderStatus } from '../../../shared/shopping/order-status';
import type { OrderSummary } from '../../../shared/admin/admin-orders.schema';
import { Button } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { FormAlert } from '../../components/form/form-alert';
import { FilterBar, filterBarClasses } from '../../components/filter-bar/filter-bar';
import { SearchField } from '../../components/form/search-field';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { orderSummaryColumns } from '../../components/order/order-summary-columns';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { ErrorBox } from '../../components/query-state/query-state';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListParams } from '../../lib/use-list-params';
import { useExportOrders } from './api/export-orders';
import { useOrders } from './api/get-orders';
import { useDownloadPackingSlips } from './api/order-tracking';

const PAGE_SIZE = 20;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readStatus(value: string): OrderStatus | undefined {
  return (orderStatuses as readonly string[]).includes(value) ? (value as OrderStatus) : undefined;
}

export default function OrdersPage() {
  useDocumentTitle('Orders');
  const params = useListParams();
  const status = readStatus(params.get('status'));
  // A hand-edited address with a bad date is ignored rather than sent for a 400.
  const from = DATE.test(params.get('from')) ? params.get('from') : undefined;
  const to = DATE.test(params.get('to')) ? params.get('to') : undefined;
  const filter = { status, from, to, q: params.get('q') || undefined };
  const orders = useOrders({ ...filter, page: params.page, pageSize: PAGE_SIZE });
  const exporting = useExportOrders();
  const rangeError = from && to && from > to ? 'The start date is after the end date' : undefined;
  // Orders ticked for packing slips, kept across pages and filters so a day's parcels print as one PDF.
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const slips = useDownloadPackingSlips();
  const toggle = (id: string, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const pickColumn: Column<OrderSummary> = {
    key: 'pick',
    header: <span className="visually-hidden">Packing slip</span>,
    cell: (order) => (
      <input
        type="checkbox"
        aria-label={`Packing slip for order #${order.number}`}
        checked={picked.has(order._id)}
        onChange={(event) => toggle(order._id, event.target.checked)}
      />
    ),
  };

  return (
    <>
      <PageHeader
        title="Orders"
        description="Every order, newest first. Open one to ship, deliver or cancel it."
        actions={
          <>
            <Button pending={exporting.isPending} onClick={() => exporting.mutate(filter, { onError: (error) => toast.error(error.message) })}>
              <Download size={16} aria-hidden="true" />
              Export CSV
            </Button>
            <Button
              disabled={picked.size === 0 || picked.size > 100}
              pending={slips.isPending}
              onClick={() => slips.mutate({ ids: [...picked], fileName: 'packing-slips.pdf' }, { onSuccess: () => setPicked(new Set()) })}
            >
              Packing slips{picked.size > 0 ? ` (${picked.size})` : ''}
            </Button>
          </>
        }
      />
      <FormAlert message={slips.error?.message} />
      <FilterBar label="Filter orders">
        <div className={filterBarClasses.grow}>
          <SearchField label="Search" placeholder="Order number or email" value={params.get('q')} onSearch={(q) => params.update({ q })} />
        </div>
        <SelectField label="Status" value={status ?? ''} onChange={(value) => params.update({ status: value })}>
          <option value="">All statuses</option>
          {orderStatuses.map((entry) => (
            <option key={entry} value={entry}>
              {entry}
            </option>
          ))}
        </SelectField>
        <TextField label="From" type="date" value={from ?? ''} max={to} onChange={(value) => params.update({ from: value })} />
        <TextField label="To" type="date" value={to ?? ''} min={from} onChange={(value) => params.update({ to: value })} error={rangeError} />
      </FilterBar>
      {orders.isError ? (
        <ErrorBox error={orders.error} onRetry={() => void orders.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Orders"
            columns={[pickColumn, ...orderSummaryColumns]}
            rows={orders.data?.items}
            rowKey={(order) => order._id}
            loading={orders.isPending}
            refreshing={orders.isPlaceholderData}
            emptyMessage="No orders match these filters."
          />
          {orders.data && (
            <Pagination page={orders.data.page} pageSize={orders.data.pageSize} total={orders.data.total} onPageChange={params.setPage} noun="orders" />
          )}
        </>
      )}
    </>
  );
}
