import { useState } from 'react';
import { Download } from 'lucide-react';
import { toast } from 'react-toastify';
import type { NewsletterSubscriber } from '../../../shared/admin/admin-newsletter.schema';
import { Badge } from '../../components/badge/badge';
import { Button } from '../../components/button/button';
import { DataTable, type Column } from '../../components/data-table/data-table';
import { ConfirmDialog } from '../../components/dialog/confirm-dialog';
import { FilterBar, filterBarClasses } from '../../components/filter-bar/filter-bar';
import { SearchField } from '../../components/form/search-field';
import { SelectField } from '../../components/form/select-field';
import { PageHeader } from '../../components/page-header/page-header';
import { Pagination } from '../../components/pagination/pagination';
import { ErrorBox } from '../../components/query-state/query-state';
import { formatDate } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListParams } from '../../lib/use-list-params';
import { useDownloadNewsletter } from './api/download-newsletter';
import { useSubscribers, type SubscriberListParams } from './api/get-subscribers';
import { useUnsubscribeSubscriber } from './api/unsubscribe-subscriber';
import styles from './components/content.module.css';

const sourceLabels: Record<NewsletterSubscriber['source'], string> = { footer: 'Footer or blog', profile: 'Profile' };

function readStatus(value: string): NonNullable<SubscriberListParams['status']> {
  return value === 'unsubscribed' || value === 'all' ? value : 'active';
}

export default function NewsletterPage() {
  useDocumentTitle('Newsletter');
  const params = useListParams();
  const status = readStatus(params.get('status'));
  const subscribers = useSubscribers({ q: params.get('q') || undefined, status, page: params.page });
  const download = useDownloadNewsletter();
  const unsubscribe = useUnsubscribeSubscriber();
  const [leaving, setLeaving] = useState<NewsletterSubscriber | null>(null);
  const close = () => {
    setLeaving(null);
    unsubscribe.reset();
  };

  const columns: readonly Column<NewsletterSubscriber>[] = [
    { key: 'email', header: 'Email', rowHeader: true, cell: (s) => s.email },
    { key: 'source', header: 'Source', cell: (s) => sourceLabels[s.source] },
    { key: 'subscribed', header: 'Subscribed', hideNarrow: true, cell: (s) => formatDate(s.subscribedAt) },
    {
      key: 'state',
      header: 'Status',
      cell: (s) => (s.unsubscribedAt ? <Badge>Unsubscribed {formatDate(s.unsubscribedAt)}</Badge> : <Badge tone="success">Subscribed</Badge>),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      cell: (s) =>
        s.unsubscribedAt ? null : (
          <Button size="sm" onClick={() => setLeaving(s)} aria-label={`Unsubscribe ${s.email}`}>
            Unsubscribe
          </Button>
        ),
    },
  ];

  const count = subscribers.data?.activeCount;
  return (
    <>
      <PageHeader
        title="Newsletter"
        description={
          count === undefined
            ? 'People who subscribed in the footer, the blog or their profile.'
            : `${count} ${count === 1 ? 'person is' : 'people are'} subscribed, from the footer, the blog or their profile.`
        }
        actions={
          <Button pending={download.isPending} onClick={() => download.mutate(undefined, { onError: (error) => toast.error(error.message) })}>
            <Download size={16} aria-hidden="true" />
            Download CSV
          </Button>
        }
      />
      <FilterBar label="Filter subscribers">
        <div className={filterBarClasses.grow}>
          <SearchField label="Search" placeholder="Email" value={params.get('q')} onSearch={(q) => params.update({ q })} />
        </div>
        <SelectField label="Show" value={status} onChange={(value) => params.update({ status: value === 'active' ? undefined : value })}>
          <option value="active">Subscribed</option>
          <option value="unsubscribed">Unsubscribed</option>
          <option value="all">Everyone</option>
        </SelectField>
      </FilterBar>
      {subscribers.isError ? (
        <ErrorBox error={subscribers.error} onRetry={() => void subscribers.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Subscribers"
            columns={columns}
            rows={subscribers.data?.items}
            rowKey={(s) => s._id}
            loading={subscribers.isPending}
            refreshing={subscribers.isPlaceholderData}
            emptyMessage="No subscribers match this search."
          />
          {subscribers.data && (
            <Pagination
              page={subscribers.data.page}
              pageSize={subscribers.data.pageSize}
              total={subscribers.data.total}
              onPageChange={params.setPage}
              noun="subscribers"
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={leaving !== null}
        title="Unsubscribe from the newsletter?"
        confirmLabel="Unsubscribe"
        danger
        pending={unsubscribe.isPending}
        error={unsubscribe.error?.message}
        onCancel={close}
        onConfirm={() => {
          if (!leaving) return;
          unsubscribe.mutate(leaving._id, {
            onSuccess: () => {
              toast.success(`${leaving.email} is unsubscribed`);
              close();
            },
          });
        }}
      >
        <p className={styles.muted}>
          {leaving?.email} will get no more newsletter mail. If they opted in from their profile, its newsletter switch turns off too. They can subscribe again
          themselves.
        </p>
      </ConfirmDialog>
    </>
  );
}
