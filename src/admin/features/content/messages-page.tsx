import { toast } from 'react-toastify';
import { Check, RotateCcw, Reply } from 'lucide-react';
import { Badge } from '../../components/badge/badge';
import { Button, buttonClassName } from '../../components/button/button';
import { FilterBar } from '../../components/filter-bar/filter-bar';
import { CheckboxField } from '../../components/form/checkbox-field';
import { PageHeader } from '../../components/page-header/page-header';
import { ErrorBox, LoadingBox } from '../../components/query-state/query-state';
import { formatDateTime } from '../../lib/dates';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useListParams } from '../../lib/use-list-params';
import { useMessages } from './api/get-messages';
import { useSetMessageHandled } from './api/set-message-handled';
import styles from './components/content.module.css';

/** The contact form's inbox: staff answer by email, then tick the message off. */
export default function MessagesPage() {
  useDocumentTitle('Messages');
  const params = useListParams();
  const messages = useMessages();
  const toggle = useSetMessageHandled();
  const onlyOpen = params.get('show') !== 'all';

  if (messages.isPending) return <LoadingBox label="Loading the messages…" />;
  if (messages.isError) return <ErrorBox error={messages.error} onRetry={() => void messages.refetch()} />;
  const open = messages.data.filter((message) => !message.handled).length;
  const shown = onlyOpen ? messages.data.filter((message) => !message.handled) : messages.data;

  return (
    <>
      <PageHeader title="Messages" description={`${open} waiting for an answer, ${messages.data.length} in all.`} />
      <FilterBar label="Filter messages">
        <CheckboxField label="Unhandled only" checked={onlyOpen} onChange={(on) => params.update({ show: on ? undefined : 'all' })} />
      </FilterBar>
      {shown.length === 0 ? (
        <p className={styles.empty}>{onlyOpen ? 'Every message has been handled.' : 'No messages yet.'}</p>
      ) : (
        <ul className={styles.inbox} aria-label="Messages">
          {shown.map((message) => (
            <li key={message._id}>
              <article className={`${styles.message} ${message.handled ? styles.handled : ''}`} aria-labelledby={`subject-${message._id}`}>
                <div className={styles.messageHead}>
                  <h2 id={`subject-${message._id}`} className={styles.subject}>
                    {message.subject}
                  </h2>
                  {message.handled ? <Badge tone="success">Handled</Badge> : <Badge tone="warning">New</Badge>}
                </div>
                <p className={styles.from}>
                  <span>{message.fullName}</span>
                  <a href={`mailto:${message.email}`}>{message.email}</a>
                  {message.phone && <a href={`tel:${message.phone.replace(/\s/g, '')}`}>{message.phone}</a>}
                  <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
                </p>
                <p className={styles.body}>{message.message}</p>
                <div className={styles.messageActions}>
                  <a href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`} className={buttonClassName('secondary', 'sm')}>
                    <Reply size={14} aria-hidden="true" />
                    Reply by email
                  </a>
                  <Button
                    size="sm"
                    variant={message.handled ? 'ghost' : 'primary'}
                    aria-pressed={message.handled}
                    pending={toggle.isPending && toggle.variables.id === message._id}
                    onClick={() => toggle.mutate({ id: message._id, handled: !message.handled }, { onError: (error) => toast.error(error.message) })}
                  >
                    {message.handled ? <RotateCcw size={14} aria-hidden="true" /> : <Check size={14} aria-hidden="true" />}
                    {message.handled ? 'Mark not handled' : 'Mark handled'}
                  </Button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
