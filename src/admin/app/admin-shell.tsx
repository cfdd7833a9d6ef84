import { lazy, Suspense } from 'react';
// The DOM build of RouterProvider wires ReactDOM.flushSync, which the list filters' navigations rely on.
import { RouterProvider } from 'react-router/dom';
import { FullPageMessage } from './full-page-message';
import { AppProviders } from './providers';
import { router } from './router';
import { SessionGate } from './session/session-gate';

const AcceptInvitePage = lazy(() => import('../features/staff/accept-invite-page'));

/** The admin site: providers, then the session gate (sign-in or the screens), then the routed screens. */
export function AdminShell() {
  // The invitation link's page is for someone who cannot sign in yet.
  if (window.location.pathname.replace(/\/$/, '') === '/admin/accept-invite')
    return (
      <AppProviders>
        <Suspense fallback={<FullPageMessage title="Loading…" />}>
          <AcceptInvitePage />
        </Suspense>
      </AppProviders>
    );
  return (
    <AppProviders>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProviders>
  );
}
