// The DOM build of RouterProvider wires ReactDOM.flushSync, which the list filters' navigations rely on.
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './providers';
import { router } from './router';
import { SessionGate } from './session/session-gate';

/** The admin site: providers, then the session gate (sign-in or the screens), then the routed screens. */
export function AdminShell() {
  return (
    <AppProviders>
      <SessionGate>
        <RouterProvider router={router} />
      </SessionGate>
    </AppProviders>
  );
}
