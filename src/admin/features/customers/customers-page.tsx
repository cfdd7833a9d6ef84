import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { formatRupees } from '../../../shared/money';
import { Button } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { FilterBar, filterBarClasses } from '../../components/filter-bar/filter-bar';
import { SearchField } from '../../components/form/search-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { ErrorBox } from '../../components/query-state/query-state';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListParams } from '../../lib/use-list-params';
import { useExportCustomers } from './api/export-customers';
import { useCustomers, type CustomerRow } from './api/get-customers';
import { CustomerBadges } from './components/customer-badges';

const columns: readonly Column<CustomerRow>[] = [
  {
    key: 'name',
    header: 'Name',
    rowHeader: true,
    cell: (customer) => <Link to={`/customers/${encodeURIComponent(customer._id)}`}>{customer.username || '(no name)'}</Link>,
  },
  { key: 'email', header: 'Email', cell: (customer) => customer.email },
  { key: 'status', header: 'Status', cell: (customer) => <CustomerBadges customer={customer} /> },
  { key: 'orders', header: 'Orders', align: 'end', cell: (customer) => customer.orderCount },
  { key: 'spent', header: 'Spent', align: 'end', cell: (customer) => formatRupees(customer.spentPaise / 100) },
  { key: 'joined', header: 'Joined', hideNarrow: true, cell: (customer) => formatDate(customer.createdAt) },
];

export default function CustomersPage() {
  useDocumentTitle('Customers');
  const params = useListParams();
  const q = params.get('q') || undefined;
  const customers = useCustomers({ q, page: params.page });
  const exporting = useExportCustomers();

  return (
    <>
      <PageHeader
        title="Customers"
        description="Shopper accounts, their orders, and who may sign in."
        actions={
          <Button pending={exporting.isPending} onClick={() => exporting.mutate({ q }, { onError: (error) => toast.error(error.message) })}>
            <Download size={16} aria-hidden="true" />
            Export CSV
          </Button>
        }
      />
      <FilterBar label="Filter customers">
        <div className={filterBarClasses.grow}>
          <SearchField label="Search" placeholder="Name or email" value={params.get('q')} onSearch={(q) => params.update({ q })} />
        </div>
      </FilterBar>
      {customers.isError ? (
        <ErrorBox error={customers.error} onRetry={() => void customers.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Customers"
            columns={columns}
            rows={customers.data?.items}
            rowKey={(customer) => customer._id}
            loading={customers.isPending}
            refreshing={customers.isPlaceholderData}
            emptyMessage="No customers match this search."
          />
          {customers.data && (
            <Pagination
              page={customers.data.page}
              pageSize={customers.data.pageSize}
              total={customers.data.total}
              onPageChange={params.setPage}
              noun="customers"
            />
          )}
        </>
      )}
    </>
  );
}
