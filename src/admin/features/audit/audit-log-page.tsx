import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { ErrorBox } from '../../components/query-state/query-state';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListParams } from '../../lib/use-list-params';
import type { AuditEntry } from '../../../shared/admin/admin-audit.schema';
import { useAuditLog } from './api/get-audit-log';
import styles from './audit-log-page.module.css';

/** Where an entity lives in the admin site, so an entry leads to the record it changed. */
const entityPaths: Record<string, (id: string) => string> = {
  product: (id) => `/products/${encodeURIComponent(id)}`,
  order: (id) => `/orders/${encodeURIComponent(id)}`,
  customer: (id) => `/customers/${encodeURIComponent(id)}`,
  user: (id) => `/customers/${encodeURIComponent(id)}`,
  blog: (id) => `/content/blogs/${encodeURIComponent(id)}`,
  category: (id) => `/categories?slug=${encodeURIComponent(id)}`,
};

function detailsText(details: unknown): string {
  if (details === null || details === undefined) return '';
  if (typeof details === 'string') return details;
  return JSON.stringify(details);
}

const columns: readonly Column<AuditEntry>[] = [
  {
    key: 'when',
    header: 'When',
    rowHeader: true,
    cell: (entry) => (
      <time dateTime={entry.createdAt} className={styles.when}>
        {formatDateTime(entry.createdAt)}
      </time>
    ),
  },
  { key: 'who', header: 'Who', cell: (entry) => entry.actor.email },
  { key: 'action', header: 'Action', cell: (entry) => <span className={styles.action}>{entry.action}</span> },
  {
    key: 'record',
    header: 'Record',
    cell: (entry) => {
      const path = entityPaths[entry.entity];
      const text = `${entry.entity} ${entry.entityId}`;
      // Deleted records still have a row here; their link leads to the screen's own "not found".
      return path ? <Link to={path(entry.entityId)}>{text}</Link> : text;
    },
  },
  {
    key: 'details',
    header: 'Details',
    hideNarrow: true,
    cell: (entry) => {
      const text = detailsText(entry.details);
      return (
        <span className={styles.details} title={text}>
          {text}
        </span>
      );
    },
  },
];

export default function AuditLogPage() {
  useDocumentTitle('Audit log');
  const params = useListParams();
  const log = useAuditLog(params.page);

  return (
    <>
      <PageHeader title="Audit log" description="Every change made in the admin site: who, what and when. Newest first." />
      {log.isError ? (
        <ErrorBox error={log.error} onRetry={() => void log.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Audit log"
            columns={columns}
            rows={log.data?.items}
            rowKey={(entry) => entry._id}
            loading={log.isPending}
            refreshing={log.isPlaceholderData}
            emptyMessage="Nothing recorded yet."
          />
          {log.data && <Pagination page={log.data.page} pageSize={log.data.pageSize} total={log.data.total} onPageChange={params.setPage} noun="entries" />}
        </>
      )}
    </>
  );
}
