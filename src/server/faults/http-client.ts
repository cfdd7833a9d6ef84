import { request as httpRequestRaw } from 'node:http';

export interface HttpResult {
  /** 0 when no HTTP answer came: see `error`. */
  status: number;
  /** The socket error's code (ECONNREFUSED, ECONNRESET, …) or TIMEOUT; undefined when an answer came. */
  error?: string;
  body: unknown;
  text: string;
  headers: Record<string, string | string[] | undefined>;
  startedAt: number;
  finishedAt: number;
  ms: number;
}

export interface HttpOptions {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Give up (error TIMEOUT) after this long; a fault test must never wait forever. */
  timeoutMs?: number;
  /** Send the headers and half the body at once, the rest when this resolves: a request the server is already handling. */
  holdBodyUntil?: Promise<void>;
}

/**
 * One request on a connection of its own (no keep-alive pool): when a server dies or drains,
 * each outcome is then unambiguous: an answer, a refused connection, or a connection cut mid-request.
 */
export function httpRequest(url: string, options: HttpOptions = {}): Promise<HttpResult> {
  const startedAt = Date.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  return new Promise((resolve) => {
    let settled = false;
    const done = (status: number, text: string, error?: string, headers: HttpResult['headers'] = {}) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      const finishedAt = Date.now();
      resolve({ status, error, body: parseJson(text), text, headers, startedAt, finishedAt, ms: finishedAt - startedAt });
    };
    const req = httpRequestRaw(url, { method: options.method ?? 'GET', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(res.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), undefined, res.headers));
      res.on('error', (error: NodeJS.ErrnoException) => done(0, '', error.code ?? error.message));
    });
    const timer = setTimeout(() => req.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })), options.timeoutMs ?? 15_000);
    req.on('error', (error: NodeJS.ErrnoException) => done(0, '', error.code ?? error.message));
    if (options.holdBodyUntil && payload) {
      const half = Math.floor(payload.length / 2);
      req.setHeader('content-length', Buffer.byteLength(payload));
      req.write(payload.slice(0, half));
      void options.holdBodyUntil.then(() => req.end(payload.slice(half)));
    } else {
      req.end(payload);
    }
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** The `message` of a `{ message }` answer, or undefined. */
export function messageOf(result: HttpResult): string | undefined {
  const body = result.body;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
  return undefined;
}
