import type { StaffUser } from '../../../shared/admin/staff.schema';
import { exchangeHandoff } from '../../features/auth/api/exchange-handoff';
import { getMe } from '../../features/auth/api/get-me';
import { ApiError } from '../../lib/api-client';
import { clearAdminToken, readAdminToken, saveAdminToken } from '../../lib/session-token';

export type InitialSession = { status: 'signed-in'; user: StaffUser } | { status: 'signed-out'; notice?: string } | { status: 'unreachable'; message: string };

let handoffCode: string | null = null;

/**
 * Takes `#handoff=CODE` out of the address before anything renders: the code is a credential for
 * 60 seconds and must not stay in history, screenshots or a Referer. Called once from main.tsx.
 */
export function captureHandoffCode(): void {
  const match = /(?:^#|&)handoff=([^&]+)/.exec(window.location.hash);
  if (!match?.[1]) return;
  handoffCode = decodeURIComponent(match[1]);
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

async function checkStoredToken(): Promise<InitialSession> {
  if (!readAdminToken()) return { status: 'signed-out' };
  try {
    const user = await getMe();
    return { status: 'signed-in', user };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
      clearAdminToken();
      return { status: 'signed-out', notice: 'Your session has ended. Please sign in again.' };
    }
    return { status: 'unreachable', message: error instanceof Error ? error.message : 'Could not reach the server' };
  }
}

async function resolve(): Promise<InitialSession> {
  const code = handoffCode;
  // Single use: a retry after a failure must not send a spent code again.
  handoffCode = null;
  if (code) {
    try {
      const { token, user } = await exchangeHandoff(code);
      // The role comes with /api/admin/me, which the stored token now answers.
      if (user.isAdmin) saveAdminToken(token);
    } catch (error) {
      const stored = await checkStoredToken();
      if (stored.status === 'signed-out') return { status: 'signed-out', notice: error instanceof Error ? error.message : undefined };
      return stored;
    }
  }
  return checkStoredToken();
}

let pending: Promise<InitialSession> | null = null;

/** Memoised so StrictMode's double effect (and a re-mount) cannot spend the hand-off code twice. */
export function resolveInitialSession(options: { retry?: boolean } = {}): Promise<InitialSession> {
  if (options.retry) pending = null;
  pending ??= resolve();
  return pending;
}
