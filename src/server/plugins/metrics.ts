import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './error-handler.js';
import { Counter, Histogram, renderMetrics, Sampled } from './metrics-registry.js';

/** Seconds; from a cached catalog read (~1 ms) to a request that ran into the statement timeout. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Anything else is folded into one label value, so odd methods cannot grow the series without bound. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Requests that matched no route share one label value instead of one series per probed URL. */
const UNMATCHED_ROUTE = '(unmatched)';

/** The shop's counters; modules count their own events through `app.metrics`. */
export interface ShopMetrics {
  httpRequests: Counter<'method' | 'route' | 'status'>;
  httpDuration: Histogram<'route'>;
  ordersPlaced: Counter;
  signIns: Counter<'result'>;
  mailFailures: Counter;
  /** Catalog answers built because no cached one could be served (misses), by route: hit rate = 1 − loads / requests. */
  catalogLoads: Counter<'route'>;
  render(): string;
}

function createShopMetrics(): ShopMetrics & { stop(): void } {
  const httpRequests = new Counter('wattson_http_requests_total', 'HTTP requests answered, by method, route pattern and status.', [
    'method',
    'route',
    'status',
  ]);
  const httpDuration = new Histogram('wattson_http_request_duration_seconds', 'Time to answer an HTTP request, by route pattern.', ['route'], LATENCY_BUCKETS);
  const ordersPlaced = new Counter('wattson_orders_placed_total', 'Orders placed (idempotent retries not counted twice).');
  const signIns = new Counter('wattson_sign_ins_total', 'Sign-in attempts that ended with a session (success) or were refused (failure).', ['result']);
  const mailFailures = new Counter('wattson_mail_failures_total', 'Mails the SMTP server refused or could not be reached for.');
  const catalogLoads = new Counter(
    'wattson_catalog_loads_total',
    'Catalog answers built from the database or the catalog index (cache misses), by route pattern.',
    ['route'],
  );
  signIns.inc({ result: 'success' }, 0);
  signIns.inc({ result: 'failure' }, 0);

  const loopDelay = monitorEventLoopDelay({ resolution: 20 });
  loopDelay.enable();
  // Lag is read per scrape: the snapshot is taken, then the histogram starts over for the next interval.
  let lag = { p99: 0, max: 0 };
  const startedAt = Date.now() / 1000;
  const processMetrics = [
    new Sampled('process_resident_memory_bytes', 'Resident memory size in bytes.', () => process.memoryUsage.rss()),
    new Sampled('nodejs_heap_size_used_bytes', 'V8 heap in use, in bytes.', () => process.memoryUsage().heapUsed),
    new Sampled('nodejs_heap_size_total_bytes', 'V8 heap reserved, in bytes.', () => process.memoryUsage().heapTotal),
    // Buffers live outside the V8 heap: the catalog cache's answers are counted here, not in the heap figures.
    new Sampled('nodejs_external_memory_bytes', 'Memory of Buffers and other objects outside the V8 heap, in bytes.', () => process.memoryUsage().external),
    new Sampled(
      'process_cpu_seconds_total',
      'User and system CPU time spent, in seconds.',
      () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1e6;
      },
      'counter',
    ),
    new Sampled('process_start_time_seconds', 'Start time of the process since the Unix epoch, in seconds.', () => startedAt),
    new Sampled('nodejs_eventloop_lag_p99_seconds', 'Event-loop delay, 99th percentile since the previous scrape.', () => lag.p99),
    new Sampled('nodejs_eventloop_lag_max_seconds', 'Event-loop delay, maximum since the previous scrape.', () => lag.max),
  ];

  return {
    httpRequests,
    httpDuration,
    ordersPlaced,
    signIns,
    mailFailures,
    catalogLoads,
    render() {
      lag = loopDelay.count ? { p99: loopDelay.percentile(99) / 1e9, max: loopDelay.max / 1e9 } : { p99: 0, max: 0 };
      loopDelay.reset();
      return renderMetrics([httpRequests, httpDuration, ordersPlaced, signIns, mailFailures, catalogLoads, ...processMetrics]);
    },
    stop: () => loopDelay.disable(),
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** Constant-time comparison of the bearer token; hashing first makes both sides the same length. */
function bearerMatches(header: string | undefined, expected: string): boolean {
  const presented = header ? /^Bearer\s+(\S+)$/i.exec(header)?.[1] : undefined;
  return presented !== undefined && timingSafeEqual(digest(presented), digest(expected));
}

/**
 * Counts every answer by route pattern (never the raw URL, which would make one series per
 * product id) and serves `/metrics` to a scraper holding METRICS_TOKEN. Without a token the route
 * does not exist: an unprotected endpoint would tell anyone the shop's order volume.
 */
export const metricsPlugin = fp(async (app: FastifyInstance, options: { token: string | undefined }) => {
  const metrics = createShopMetrics();
  app.decorate('metrics', metrics);
  app.addHook('onClose', async () => metrics.stop());

  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.httpRequests.inc({ method: KNOWN_METHODS.has(request.method) ? request.method : 'OTHER', route, status: String(reply.statusCode) });
    metrics.httpDuration.observe({ route }, reply.elapsedTime / 1000);
    done();
  });

  const token = options.token;
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw new HttpError(401, 'A valid metrics token is required.');
    }
    return reply.header('cache-control', 'no-store').type('text/plain; version=0.0.4; charset=utf-8').send(metrics.render());
  });
});
