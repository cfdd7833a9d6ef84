import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { logout } from '../../features/auth/api/logout';
import SignInPage from '../../features/auth/sign-in-page';
import { UNAUTHORIZED_EVENT } from '../../lib/api-client';
import { queryClient } from '../../lib/query-client';
import { clearAdminToken, onAdminTokenChangedElsewhere, saveAdminToken } from '../../lib/session-token';
import { FullPageMessage } from '../full-page-message';
import { resolveInitialSession, type InitialSession } from './initial-session';
import { SessionContext, type SessionValue } from './session-context';

type State = { status: 'checking' } | InitialSession;

/**
 * Shows the admin screens only to a live admin session, otherwise the sign-in. The URL is left
 * alone meanwhile, so after signing in staff land on the screen they asked for.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'checking' });

  const check = useCallback((retry: boolean) => {
    let active = true;
    void resolveInitialSession({ retry }).then((result) => {
      if (active) setState(result);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => check(false), [check]);

  useEffect(() => {
    const onUnauthorized = () => {
      // Cached screens belong to the ended session; the next admin must not see them.
      queryClient.clear();
      setState({ status: 'signed-out', notice: 'Your session has ended. Please sign in again.' });
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);

  // One session per browser: another tab's sign-in lets this one in, its sign-out signs this one out.
  useEffect(
    () =>
      onAdminTokenChangedElsewhere((token) => {
        queryClient.clear();
        if (token) {
          setState({ status: 'checking' });
          check(true);
        } else setState({ status: 'signed-out', notice: 'You signed out in another tab.' });
      }),
    [check],
  );

  const onSignedIn = useCallback(
    (token: string) => {
      saveAdminToken(token);
      queryClient.clear();
      // The sign-in answers the person; their role comes with /api/admin/me.
      setState({ status: 'checking' });
      check(true);
    },
    [check],
  );

  const signOut = useCallback(async () => {
    await logout().catch(() => undefined);
    clearAdminToken();
    queryClient.clear();
    setState({ status: 'signed-out', notice: 'You have signed out.' });
  }, []);

  const session = useMemo<SessionValue | null>(() => (state.status === 'signed-in' ? { user: state.user, signOut } : null), [state, signOut]);

  if (state.status === 'checking') return <FullPageMessage title="Checking your session…" />;
  if (state.status === 'unreachable') {
    return (
      <FullPageMessage
        title="The server cannot be reached"
        message={state.message}
        actionLabel="Try again"
        onAction={() => {
          setState({ status: 'checking' });
          check(true);
        }}
      />
    );
  }
  if (state.status === 'signed-out' || !session)
    return <SignInPage notice={state.status === 'signed-out' ? state.notice : undefined} onSignedIn={onSignedIn} />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
