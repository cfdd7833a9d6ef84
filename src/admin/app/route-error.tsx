import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { ErrorBox } from '../components/query-state/query-state';
import { PageHeader } from '../components/page-header/page-header';
import styles from './route-error.module.css';

/** A screen that failed to load or crashed: keep the sidebar, explain, offer a way on. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A new deployment renames chunks; an old tab then fails to import the screen until it reloads.
  const message = notFound ? 'This page does not exist.' : error instanceof Error ? error.message : 'Something went wrong on this screen.';
  return (
    <>
      <PageHeader title={notFound ? 'Page not found' : 'Something went wrong'} />
      <ErrorBox error={new Error(message)} onRetry={notFound ? undefined : () => window.location.reload()} />
      <p className={styles.next}>
        <Link to="/">Go to the dashboard</Link>
      </p>
    </>
  );
}
