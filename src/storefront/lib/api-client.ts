/**
 * The storefront's instance of the web apps' one HTTP client (src/web/api-client-core.ts): the
 * shopper's token from storage; spec §8: any 401/403 drops the session and sends the shopper to
 * /sign-in. The client only clears storage and fires UNAUTHORIZED_EVENT; the app shell owns
 * navigation (it knows the router and current page).
 */
import type { GetJson } from '../../shared/web/page-data';
import { createApiClient } from '../../web/api-client-core';
import { clearAuth, readToken } from './auth-storage';

export { ApiError, toQueryString, type RequestOptions } from '../../web/api-client-core';

export const UNAUTHORIZED_EVENT = 'wattson:unauthorized';

/** Whether the server ended this browser's session since the page loaded (and nobody signed in since). */
let sessionEnded = false;
export function sessionEndedThisVisit(): boolean {
  return sessionEnded && readToken() === null;
}

/** Set only while rendering on the server (entry-server.tsx): reads go to the API in-process. */
let serverGetJson: GetJson | null = null;

export function answerReadsOnServer(getJson: GetJson): void {
  serverGetJson = getJson;
}

export const { apiRequest } = createApiClient({
  readToken,
  sessionEndedStatuses: [401, 403],
  onSessionEnded: () => {
    sessionEnded = true;
    clearAuth();
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  },
  // Spec §8's last fallback: the call got no answer it could read (the server's own errors say 'Something went wrong').
  unreachableMessage: 'An unexpected error occurred',
  serverReads: () => serverGetJson,
});
