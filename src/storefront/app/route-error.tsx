import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleExclamationPoint } from 'lucide-react';
import { PageMessage, pageMessageClasses } from '../components/page-message/page-message';

/** Shown inside the layout when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <PageMessage
      icon={TriangleExclamationPoint}
      title="Something went wrong"
      actions={
        <>
          <button type="button" className={pageMessageClasses.primaryAction} onClick={() => window.location.reload()}>
            Reload page
          </button>
          <Link to="/" className={pageMessageClasses.secondaryAction}>
            Home
          </Link>
        </>
      }
    >
      <p>This page could not be shown. Please reload, or head back to the home page.</p>
      {detail && <p>{detail}</p>}
    </PageMessage>
  );
}
