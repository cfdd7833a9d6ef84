/**
 * The storefront's one HTTP client. Spec §7: bearer token from storage when present, 30 s timeout;
 * spec §8: error text is the server's message, else the caller's fallback, else 'Something went wrong'.
 */
import type { GetJson } from '../../shared/web/page-data';
import { clearAuth, readToken } from './auth-storage';

export const API_TIMEOUT_MS = 30_000;

/**
 * Spec §8: any 401/403 drops the session and sends the shopper to /sign-in. The client only clears
 * storage and fires this event; the app shell owns navigation (it knows the router and current page).
 */
export const UNAUTHORIZED_EVENT = 'wattson:unauthorized';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  method?: Method;
  body?: unknown;
  /** Used when the server sends no message of its own. */
  fallbackMessage?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Default true. Sign-in and code forms pass false: there a 401/403 is an answer to show in the
   * form (wrong password, unverified email), not an expired session.
   */
  authRedirect?: boolean;
}

/** Set only while rendering on the server (entry-server.tsx): reads go to the API in-process. */
let serverGetJson: GetJson | null = null;

export function answerReadsOnServer(getJson: GetJson): void {
  serverGetJson = getJson;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (serverGetJson) {
    // The server renders for nobody in particular: no session, and nothing is ever written.
    if ((options.method ?? 'GET') !== 'GET') throw new ApiError('Not available while rendering on the server', 0);
    return (await serverGetJson(path)) as T;
  }
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = readToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new ApiError(options.fallbackMessage ?? 'Something went wrong', 0);
  }

  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if ((response.status === 401 || response.status === 403) && options.authRedirect !== false) {
      clearAuth();
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    }
    const serverMessage =
      payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string'
        ? payload.message
        : undefined;
    throw new ApiError(serverMessage ?? options.fallbackMessage ?? 'Something went wrong', response.status);
  }
  return payload as T;
}

/** Builds `?a=1&b=2` from defined, non-empty values only, so URLs stay short and cache keys stable. */
export function toQueryString(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
