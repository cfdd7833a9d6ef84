/**
 * The admin site's one HTTP client: Bearer token from sessionStorage, 30 s timeout, every failure
 * turned into an ApiError carrying the server's `{message}` so screens can show it as is.
 */
import { clearAdminToken, readAdminToken } from './session-token';

export const API_TIMEOUT_MS = 30_000;

/** Fired when the server answers 401: the session shell listens and shows the sign-in screen. */
export const UNAUTHORIZED_EVENT = 'wattson-admin:unauthorized';

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
  /** JSON-encoded, except FormData which the browser sends as multipart with its own boundary. */
  body?: unknown;
  fallbackMessage?: string;
  signal?: AbortSignal;
  /** Default true. The sign-in forms pass false: there a 401 is an answer to show, not an expired session. */
  authRedirect?: boolean;
  /** Overrides the stored token (the sign-in flow revokes a customer's fresh session with it). */
  token?: string;
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = options.token ?? readAdminToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const { body } = options;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body),
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    // A caller's own abort (page left, query cancelled) is not an error to show.
    if (options.signal?.aborted) throw cause;
    const timedOut = timeout.aborted;
    throw new ApiError(timedOut ? 'The server took too long to answer. Please try again.' : (options.fallbackMessage ?? 'Could not reach the server'), 0);
  }
  if (response.ok) return response;

  const payload: unknown = await response.json().catch(() => null);
  if (response.status === 401 && options.authRedirect !== false) {
    clearAdminToken();
    window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
  }
  const serverMessage =
    payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string' ? payload.message : undefined;
  throw new ApiError(serverMessage ?? options.fallbackMessage ?? 'Something went wrong', response.status);
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (response.status === 204) return null as T;
  return (await response.json().catch(() => null)) as T;
}

/** For files behind the admin session (CSV export): a plain link cannot carry the Bearer header. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options, '*/*');
  return response.blob();
}

/** Builds `?a=1&b=2` from defined, non-empty values only, so URLs stay short and cache keys stable. */
export function toQueryString(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === false) continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
