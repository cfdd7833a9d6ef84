import { Link, useSearchParams } from 'react-router';
import { AlertTriangle, LoaderCircle, MailCheck, MailX } from 'lucide-react';
import { useUnsubscribe, useUnsubscribeState } from '../../api/newsletter/unsubscribe';
import { PageMessage, pageMessageClasses } from '../../components/page-message/page-message';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';

const homeLink = (
  <Link to="/" className={pageMessageClasses.secondaryAction}>
    Go to Homepage
  </Link>
);

/**
 * /newsletter/unsubscribe?subscriber=…&token=…: the link at the foot of every newsletter mail (ADR 67).
 * Opening it changes nothing (mail scanners open links); the button unsubscribes, no sign-in needed.
 */
export default function UnsubscribePage() {
  useDocumentTitle('Unsubscribe');
  const [params] = useSearchParams();
  const link = { subscriber: params.get('subscriber') ?? '', token: params.get('token') ?? '' };
  const state = useUnsubscribeState(link);
  const unsubscribe = useUnsubscribe(link);

  if (link.subscriber === '' || link.token === '' || state.isError) {
    const invalid =
      link.subscriber === '' || link.token === '' || (state.error instanceof ApiError && (state.error.status === 404 || state.error.status === 400));
    return (
      <PageMessage icon={AlertTriangle} title={invalid ? 'Link not valid' : "We couldn't open this link"} actions={homeLink}>
        <p>{invalid ? 'This unsubscribe link is not valid. Please use the link from your newsletter email.' : state.error?.message}</p>
      </PageMessage>
    );
  }
  if (state.isPending) {
    return (
      <PageMessage icon={LoaderCircle} title="Unsubscribe">
        <p role="status">Loading…</p>
      </PageMessage>
    );
  }
  if (unsubscribe.isSuccess || !state.data.subscribed) {
    return (
      <PageMessage icon={MailCheck} title="You are unsubscribed" actions={homeLink}>
        <p role="status">{state.data.email} will get no more newsletter mail from Wattson. You can subscribe again at the foot of any page.</p>
      </PageMessage>
    );
  }
  return (
    <PageMessage
      icon={MailX}
      title="Unsubscribe from the newsletter?"
      actions={
        <>
          <button type="button" className={pageMessageClasses.primaryAction} disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
            {unsubscribe.isPending ? 'Unsubscribing…' : 'Unsubscribe'}
          </button>
          {homeLink}
        </>
      }
    >
      <p>{state.data.email} will get no more newsletter mail from Wattson. Order and account mails still come.</p>
      {unsubscribe.isError && <p role="alert">{unsubscribe.error.message}</p>}
    </PageMessage>
  );
}
