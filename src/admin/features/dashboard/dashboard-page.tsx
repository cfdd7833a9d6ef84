import { Link } from 'react-router';
import { mayOpenPage } from '../../../shared/admin/staff-access';
import { useSession } from '../../app/session/session-context';
import { CalendarDays, IndianRupee, ShoppingBag, TrendingUp } from 'lucide-react';
import { formatRupees } from '../../../shared/money';
import { Badge } from '../../components/badge/badge';
import { DataTable } from '../../components/data-table/data-table';
import { orderSummaryColumns } from '../../components/order/order-summary-columns';
import { PageHeader } from '../../components/page-header/page-header';
import { Panel } from '../../components/panel/panel';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useDashboard } from './api/get-dashboard';
import { StatCard } from './components/stat-card';
import styles from './dashboard-page.module.css';

const countFormat = new Intl.NumberFormat('en-IN');

export default function DashboardPage() {
  useDocumentTitle('Dashboard');
  const dashboard = useDashboard();
  const { user } = useSession();

  if (dashboard.isPending) return <LoadingBox label="Loading the dashboard…" />;
  if (dashboard.isError) return <ErrorBox error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  const data = dashboard.data;
  // The counters open the reports page on their days, for the roles that may see it.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const reports = mayOpenPage(user.role, '/reports');
  const todayReport = reports ? `/reports?from=${today}&to=${today}` : undefined;
  const monthReport = reports ? `/reports?from=${today.slice(0, 8)}01&to=${today}` : undefined;

  return (
    <>
      <PageHeader title="Dashboard" description="Today's trading and what needs attention." />
      <div className={styles.stats}>
        <StatCard label="Orders today" value={countFormat.format(data.today.orders)} icon={ShoppingBag} to={todayReport} />
        <StatCard label="Revenue today" value={formatRupees(data.today.revenue)} icon={IndianRupee} to={todayReport} />
        <StatCard label="Orders this month" value={countFormat.format(data.month.orders)} icon={CalendarDays} to={monthReport} />
        <StatCard label="Revenue this month" value={formatRupees(data.month.revenue)} icon={TrendingUp} to={monthReport} />
      </div>
      <div className={styles.grid}>
        <Panel
          title="Latest orders"
          flush
          actions={
            <Link to="/orders" className={styles.panelLink}>
              All orders
            </Link>
          }
        >
          <DataTable
            caption="Latest orders"
            columns={orderSummaryColumns}
            rows={data.latestOrders}
            rowKey={(order) => order._id}
            emptyMessage="No orders yet."
          />
        </Panel>
        <div className={styles.side}>
          <Panel
            title="Low stock"
            flush
            actions={
              <Link to="/products?lowStock=true&sort=stock&direction=asc" className={styles.panelLink}>
                See all
              </Link>
            }
          >
            {data.lowStock.length === 0 ? (
              <p className={styles.empty}>Every product is well stocked.</p>
            ) : (
              <ul className={styles.list}>
                {data.lowStock.map((product) => (
                  <li key={product._id}>
                    <Link to={`/products/${encodeURIComponent(product._id)}`} className={styles.name}>
                      {product.name}
                    </Link>
                    <Badge tone={product.stock === 0 ? 'danger' : 'warning'}>{product.stock === 0 ? 'Out of stock' : `${product.stock} left`}</Badge>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
          <Panel
            title="New customers"
            flush
            actions={
              <Link to="/customers" className={styles.panelLink}>
                All customers
              </Link>
            }
          >
            {data.newCustomers.length === 0 ? (
              <p className={styles.empty}>No new customers.</p>
            ) : (
              <ul className={styles.list}>
                {data.newCustomers.map((customer) => (
                  <li key={customer._id}>
                    <span className={styles.name}>
                      <Link to={`/customers/${encodeURIComponent(customer._id)}`}>{customer.username || customer.email}</Link>
                      <br />
                      <span className={styles.muted}>{customer.email}</span>
                    </span>
                    <span className={styles.muted}>{formatDate(customer.createdAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Panel>
        </div>
      </div>
    </>
  );
}
