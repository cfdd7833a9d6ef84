/**
 * The admin site's instance of the web apps' one HTTP client (src/web/api-client-core.ts): the
 * staff token from localStorage (shared by the browser's tabs); a 401 ends the session and the session shell shows the sign-in
 * screen (it listens for UNAUTHORIZED_EVENT).
 */
import { createApiClient } from '../../web/api-client-core';
import { clearAdminToken, readAdminToken } from './session-token';

export { ApiError, toQueryString, type RequestOptions } from '../../web/api-client-core';

export const UNAUTHORIZED_EVENT = 'wattson-admin:unauthorized';

export const { apiRequest, apiDownload } = createApiClient({
  readToken: readAdminToken,
  sessionEndedStatuses: [401],
  onSessionEnded: () => {
    clearAdminToken();
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  },
  unreachableMessage: 'Could not reach the server',
  timeoutMessage: 'The server took too long to answer. Please try again.',
});
