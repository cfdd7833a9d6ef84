import { Link } from 'react-router';
import { formatRupees } from '../../../shared/money';
import type { Return } from '../../../shared/shopping/return.schema';
import { returnStatuses, type ReturnStatus } from '../../../shared/shopping/return-status';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import { SelectField } from '../../components/form/select-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { ErrorBox } from '../../components/query-state/query-state';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListParams } from '../../lib/use-list-params';
import { useReturns } from './api/returns';
import { ReturnStatusBadge } from './components/return-status-badge';
import { ReturnRules } from './components/return-rules';

const PAGE_SIZE = 20;

const columns: readonly Column<Return>[] = [
  { key: 'number', header: 'Return', rowHeader: true, cell: (r) => <Link to={`/returns/${encodeURIComponent(r._id)}`}>#{r.number}</Link> },
  { key: 'order', header: 'Order', cell: (r) => <Link to={`/orders/${encodeURIComponent(r.orderId)}`}>#{r.orderNumber}</Link> },
  { key: 'date', header: 'Asked', cell: (r) => formatDateTime(r.createdAt), hideNarrow: true },
  { key: 'items', header: 'Items', align: 'end', cell: (r) => r.lines.reduce((n, l) => n + l.quantity, 0), hideNarrow: true },
  { key: 'refund', header: 'Refund', align: 'end', cell: (r) => formatRupees(r.refund) },
  { key: 'status', header: 'Status', cell: (r) => <ReturnStatusBadge status={r.status} /> },
];

function readStatus(value: string): ReturnStatus | undefined {
  return (returnStatuses as readonly string[]).includes(value) ? (value as ReturnStatus) : undefined;
}

export default function ReturnsPage() {
  useDocumentTitle('Returns');
  const params = useListParams();
  const status = readStatus(params.get('status'));
  const returns = useReturns({ status, page: params.page, pageSize: PAGE_SIZE });
  return (
    <>
      <PageHeader title="Returns" description="Shoppers' return requests, newest first. Open one to approve, receive and refund it." />
      <FilterBar label="Filter returns">
        <SelectField label="Status" value={status ?? ''} onChange={(value) => params.update({ status: value })}>
          <option value="">All statuses</option>
          {returnStatuses.map((entry) => (
            <option key={entry} value={entry}>
              {entry}
            </option>
          ))}
        </SelectField>
      </FilterBar>
      {returns.isError ? (
        <ErrorBox error={returns.error} onRetry={() => void returns.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Returns"
            columns={columns}
            rows={returns.data?.items}
            rowKey={(r) => r._id}
            loading={returns.isPending}
            refreshing={returns.isPlaceholderData}
            emptyMessage="No returns match this filter."
          />
          {returns.data && (
            <Pagination page={returns.data.page} pageSize={returns.data.pageSize} total={returns.data.total} onPageChange={params.setPage} noun="returns" />
          )}
        </>
      )}
      <ReturnRules />
    </>
  );
}
