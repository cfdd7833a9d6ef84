import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { FastifyServerFactory } from 'fastify';
import type { CachedBody, PublicRead } from '../cache/cached-body.js';
import type { TtlCache } from '../cache/ttl-cache.js';
import type { DrainState } from '../plugins/graceful-drain.js';
import type { ShopMetrics } from '../plugins/metrics.js';
import { genRequestId, REQUEST_ID_HEADER } from '../plugins/request-id.js';
import { acceptedEncodings } from './accept-encoding.js';
import { catalogCacheKey } from './canonical-query.js';
import { JSON_CONTENT_TYPE } from './cached-json.js';

/** What the fast path reads; all of it exists only once buildApp has registered the plugins. */
export interface FastPathSources {
  cache: TtlCache<CachedBody>;
  drain: DrainState;
  /** Counted as Fastify's onResponse hook counts (plugins/metrics.ts). */
  metrics: Pick<ShopMetrics, 'httpRequests' | 'httpDuration'>;
  /** The API set of plugins/security-headers.ts, which Fastify's path gives every /api/ answer. */
  securityHeaders: Readonly<Record<string, string>>;
}

type Count = () => void;

/**
 * What every answer of one route shares, built on its first hit: the headers around the ETag,
 * flattened for writeHead (name, value, name, value, …), in the order of sendJson's answer behind
 * the request-id and security-header hooks; and its metric series, bound so that counting an answer
 * builds no label key. Three routes, so three of these.
 */
interface RouteAnswers {
  cacheControl: string;
  securityHeaders: string[];
  cachingHeaders: string[];
  answered: Record<'GET' | 'HEAD', { ok: Count; notModified: Count }>;
  observe: (seconds: number) => void;
}

function numberOption(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/**
 * Answers hits of the catalog cache before Fastify sees the request (ADR 12). Fastify's own path
 * for such a hit runs a logger child, a handler timer and eight hooks to send bytes that were ready
 * beforehand; this writes the same status, body and headers with one writeHead and one end, and
 * counts the answer in the same metrics. Everything else, including every request while the server
 * drains and every cached answer that is due for its refresh, goes to Fastify unchanged.
 */
export class CacheHitFastPath {
  private sources: FastPathSources | undefined;
  private readonly routes = new Map<string, RouteAnswers>();

  /** For Fastify's `serverFactory` option: its HTTP server, with the fast path in front of its handler. */
  readonly serverFactory: FastifyServerFactory<Server> = (handler, options) => {
    const requestTimeout = numberOption(options.requestTimeout);
    // Node checks its request and header deadlines on this interval (30 s by default): a tenth of the
    // deadline keeps a slow sender from lasting much longer than it.
    const checkEvery = requestTimeout ? Math.min(30_000, Math.max(250, Math.floor(requestTimeout / 10))) : undefined;
    const server = createServer(
      {
        ...(requestTimeout ? { requestTimeout, headersTimeout: Math.min(requestTimeout, 60_000) } : {}),
        ...(checkEvery ? { connectionsCheckingInterval: checkEvery } : {}),
      },
      (request, response) => {
        if (!this.tryAnswer(request, response)) handler(request, response);
      },
    );
    // What Fastify sets on the servers it makes itself (lib/server.js): its 72 s keep-alive and its timeouts.
    const keepAliveTimeout = numberOption(options.keepAliveTimeout);
    const maxRequestsPerSocket = numberOption(options.maxRequestsPerSocket);
    if (keepAliveTimeout !== undefined) server.keepAliveTimeout = keepAliveTimeout;
    if (requestTimeout !== undefined) server.requestTimeout = requestTimeout;
    server.setTimeout(numberOption(options.connectionTimeout) ?? 0);
    if (maxRequestsPerSocket) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };

  /** Starts answering hits; until then (and for `inject`, which never reaches the server) Fastify answers all. */
  serve(sources: FastPathSources): void {
    this.sources = sources;
  }

  /** A failure before anything was written (a compression that threw) is left for Fastify to answer, and report. */
  private tryAnswer(request: IncomingMessage, response: ServerResponse): boolean {
    try {
      return this.answer(request, response);
    } catch (error) {
      if (response.headersSent) throw error;
      return false;
    }
  }

  /** True when it answered; false leaves the request, untouched, to Fastify. */
  private answer(request: IncomingMessage, response: ServerResponse): boolean {
    const started = performance.now();
    const sources = this.sources;
    const method = request.method;
    if (!sources || sources.drain.draining || (method !== 'GET' && method !== 'HEAD') || request.url === undefined) return false;
    // peek, not get: an expired entry nobody is refreshing yet goes to the route, which loads it (ADR 11).
    // Keyed by the route's own parameters, sorted: unknown ones neither miss nor make entries (ADR 18).
    const hit = sources.cache.peek(catalogCacheKey(request.url));
    // An empty body is the "no such product" marker, answered 404 by the route; only entries marked public are served.
    if (!hit?.publicRead || hit.length === 0) return false;

    const route = this.routeAnswers(hit.publicRead, sources);
    const encoded = hit.encodedFor(acceptedEncodings(request.headers['accept-encoding']));
    const etag = encoded ? encoded.etag : hit.etag;
    const notModified = request.headers['if-none-match'] === etag;
    // Built per request rather than kept per entry: entries come and go by the hundred a second under
    // a long tail of URLs, and every array kept with one would be garbage for the old generation.
    const headers = [REQUEST_ID_HEADER, genRequestId(request), ...route.securityHeaders, 'etag', etag, ...route.cachingHeaders];
    const body = encoded ? encoded.body : hit.identity();
    if (!notModified) {
      if (encoded) headers.push('content-encoding', encoded.encoding);
      headers.push('content-type', JSON_CONTENT_TYPE, 'content-length', String(body.length));
    }
    sources.drain.track(response);
    response.writeHead(notModified ? 304 : 200, headers);
    // Node sends no body for HEAD and 304 by itself; the content-length stays, as Fastify's HEAD answers have it.
    response.end(notModified ? undefined : body);

    const counts = route.answered[method];
    if (notModified) counts.notModified();
    else counts.ok();
    route.observe((performance.now() - started) / 1000);
    return true;
  }

  private routeAnswers(read: PublicRead, sources: FastPathSources): RouteAnswers {
    let answers = this.routes.get(read.route);
    if (answers?.cacheControl !== read.cacheControl) {
      const count = (method: 'GET' | 'HEAD', status: string) => sources.metrics.httpRequests.bind({ method, route: read.route, status });
      answers = {
        cacheControl: read.cacheControl,
        securityHeaders: Object.entries(sources.securityHeaders).flat(),
        cachingHeaders: ['cache-control', read.cacheControl, 'vary', 'accept-encoding'],
        answered: { GET: { ok: count('GET', '200'), notModified: count('GET', '304') }, HEAD: { ok: count('HEAD', '200'), notModified: count('HEAD', '304') } },
        observe: sources.metrics.httpDuration.bind({ route: read.route }),
      };
      this.routes.set(read.route, answers);
    }
    return answers;
  }
}
