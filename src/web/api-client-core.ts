/**
 * The HTTP client core of both web apps (storefront and admin): Bearer token, 30 s timeout, every
 * failure an ApiError carrying the server's `{message}` (else the caller's fallback, else
 * 'Something went wrong', storefront spec §8), and an expired session reported to the app shell.
 * A failure that is no answer of the server (unreachable, an answer that cannot be read) ends in the
 * app's unreachable message: the storefront's is spec §8's 'An unexpected error occurred'.
 * Each app makes its instance in its own lib/api-client.ts with where its token lives.
 */
import { isReadRefused, type GetJson } from '../shared/web/page-data';

export const API_TIMEOUT_MS = 30_000;

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
  /** Used when the server sends no message of its own. */
  fallbackMessage?: string;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Default true. Sign-in and code forms pass false: there a 401/403 is an answer to show in the
   * form (wrong password, unverified email), not an expired session.
   */
  authRedirect?: boolean;
  /** Overrides the stored token (the admin's sign-in flow revokes a customer's fresh session with it). */
  token?: string;
}

export interface ApiClientConfig {
  readToken(): string | null;
  /** Statuses that mean the session is over (the storefront: 401 and 403; the admin: 401). */
  sessionEndedStatuses: readonly number[];
  /** Drops the stored session and tells the app shell, which owns navigation. */
  onSessionEnded(): void;
  /** Shown when the server cannot be reached and the caller gave no fallback. */
  unreachableMessage: string;
  /** Shown when the server took longer than API_TIMEOUT_MS; the unreachable message when absent. */
  timeoutMessage?: string;
  /** Set while rendering on the server: reads are answered in-process, writes refused. */
  serverReads?(): GetJson | null;
}

export interface ApiClient {
  apiRequest<T>(path: string, options?: RequestOptions): Promise<T>;
  /** For files behind the session (CSV export): a plain link cannot carry the Bearer header. */
  apiDownload(path: string, options?: RequestOptions): Promise<Blob>;
}

function serverMessageOf(payload: unknown): string | undefined {
  return payload && typeof payload === 'object' && 'message' in payload && typeof payload.message === 'string' ? payload.message : undefined;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
    const headers: Record<string, string> = { Accept: accept, ...options.headers };
    const token = options.token ?? config.readToken();
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
        body: isForm ? body : body === undefined ? undefined : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
      });
    } catch (cause) {
      // A caller's own abort (page left, query cancelled) is not an error to show.
      if (options.signal?.aborted) throw cause;
      const timedOut = timeout.aborted && config.timeoutMessage !== undefined;
      throw new ApiError(timedOut ? config.timeoutMessage! : (options.fallbackMessage ?? config.unreachableMessage), 0);
    }
    if (response.ok) return response;

    const payload: unknown = await response.json().catch(() => null);
    if (config.sessionEndedStatuses.includes(response.status) && options.authRedirect !== false) config.onSessionEnded();
    throw new ApiError(serverMessageOf(payload) ?? options.fallbackMessage ?? 'Something went wrong', response.status);
  }

  return {
    async apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
      const serverGetJson = config.serverReads?.();
      if (serverGetJson) {
        // The server renders for nobody in particular: no session, and nothing is ever written.
        if ((options.method ?? 'GET') !== 'GET') throw new ApiError('Not available while rendering on the server', 0);
        try {
          return (await serverGetJson(path)) as T;
        } catch (error) {
          // A refusal the page shows (a 404's not-found panel) reaches it as the browser would see it.
          if (isReadRefused(error)) throw new ApiError(options.fallbackMessage ?? 'Something went wrong', error.status);
          throw error;
        }
      }
      const response = await send(path, options, 'application/json');
      if (response.status === 204) return null as T;
      const text = await response.text().catch(() => null);
      if (text === null) throw new ApiError(options.fallbackMessage ?? config.unreachableMessage, 0);
      if (text === '') return null as T;
      try {
        return JSON.parse(text) as T;
      } catch {
        // A 2xx that is not JSON (a proxy's page, a cut-off body): no answer the app can use.
        throw new ApiError(options.fallbackMessage ?? config.unreachableMessage, response.status);
      }
    },
    async apiDownload(path: string, options: RequestOptions = {}): Promise<Blob> {
      return (await send(path, options, '*/*')).blob();
    },
  };
}

/**
 * Builds `?a=1&b=2` from defined, non-empty values only, so URLs stay short and cache keys stable.
 * `false` is a value (a filter switched off) unless the caller leaves it out.
 */
export function toQueryString(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
