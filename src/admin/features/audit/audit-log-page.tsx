import { Link } from 'react-router';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
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
  { key: 'what', header: 'What happened', cell: (entry) => entry.sentence },
  { key: 'who', header: 'Who', hideNarrow: true, cell: (entry) => (entry.actor._id ? entry.actor.email : `${entry.actor.email} (deleted account)`) },
  {
    key: 'record',
    header: 'Record',
    cell: (entry) => {
      const path = entityPaths[entry.entity];
      const text = entry.recordName ?? `${entry.entity} ${entry.entityId}`;
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
  const filter = {
    page: params.page,
    person: params.get('person') || undefined,
    kind: params.get('kind') || undefined,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const log = useAuditLog(filter);

  return (
    <>
      <PageHeader title="Audit log" description="Every change made in the admin site: who, what and when. Newest first." />
      <form className={styles.filters} aria-label="Filter the audit log" onSubmit={(event) => event.preventDefault()}>
        <SelectField label="Person" name="person" value={filter.person ?? ''} onChange={(value) => params.update({ person: value })}>
          <option value="">Everyone</option>
          {log.data?.people.map((p) => (
            <option key={p._id} value={p._id}>
              {p.username || p.email}
            </option>
          ))}
        </SelectField>
        <SelectField label="Kind" name="kind" value={filter.kind ?? ''} onChange={(value) => params.update({ kind: value })}>
          <option value="">Every kind</option>
          {log.data?.kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kind.replace(/_/g, ' ')}
            </option>
          ))}
        </SelectField>
        <TextField label="From" name="from" type="date" value={filter.from ?? ''} onChange={(value) => params.update({ from: value })} />
        <TextField label="To" name="to" type="date" value={filter.to ?? ''} onChange={(value) => params.update({ to: value })} />
      </form>
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
