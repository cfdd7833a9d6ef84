import { Agent, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../shared/catalog/product.schema.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { products } from '../../db/schema/products.js';
import { DRAINING_MESSAGE } from '../../plugins/graceful-drain.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSignedInCustomer } from '../../test/test-users.js';

/**
 * The cache-hit fast path (http/cache-hit-fast-path.ts, ADR 12) sits in the HTTP server, which
 * `inject` never reaches: these tests speak HTTP to a listening app. Fastify logs every request it
 * handles and the fast path logs none, so a request id missing from the log is one the fast path answered.
 */
const TOKEN = 'fast-path-scrape-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** Set per answer, not per entry: left out when two answers are compared. */
const PER_ANSWER = ['date', 'x-request-id', 'connection', 'keep-alive'];

let t: TestApp;
let served: FastifyInstance;
let base: string;
const logLines: string[] = [];
const agent = new Agent({ keepAlive: true });

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request as a browser would send it, keeping the body's bytes as they came (no decompression). */
function send(url: string, headers: Record<string, string> = {}, options: { method?: string; fresh?: boolean } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers, agent: options.fresh ? false : agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

const get = (path: string, headers: Record<string, string> = {}) => send(`${base}${path}`, headers);

function handledByFastify(requestId: string): boolean {
  return logLines.some((line) => (JSON.parse(line) as { requestId?: string }).requestId === requestId);
}

function entryHeaders(headers: IncomingHttpHeaders | Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.includes(name)));
}

async function listening(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

function buildServedApp(env: Record<string, string> = {}): Promise<FastifyInstance> {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN, DATA_DIR: t.app.config.dataDir, ...env });
  return buildApp({ config, database: t.database, webDir: '/nonexistent-web-build', logStream: { write: (line: string) => void logLines.push(line) } });
}

beforeAll(async () => {
  t = await createTestApp();
  served = await buildServedApp();
  base = await listening(served);
});
afterAll(async () => {
  agent.destroy();
  await served?.close();
  await t?.close();
});

describe('cache-hit fast path', () => {
  it.each(['/api/products/1', '/api/products?category=lighting', '/api/products?q=ceiling%20fan', '/api/products/suggest?q=fan'])(
    '%s: a cached read is answered by the fast path with the bytes and headers of the first, Fastify answer',
    async (path) => {
      const tag = path.replace(/\W+/g, '-');
      const first = await get(path, { 'x-request-id': `first${tag}` });
      expect(first.status).toBe(200);
      expect(handledByFastify(`first${tag}`)).toBe(true);

      const again = await get(path, { 'x-request-id': `again${tag}` });
      expect(handledByFastify(`again${tag}`)).toBe(false);
      expect(again.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
      expect(entryHeaders(again.headers)).toEqual(entryHeaders(first.headers));
      expect(again.headers['x-request-id']).toBe(`again${tag}`);
      expect(again.headers['keep-alive']).toBe(first.headers['keep-alive']);
    },
  );

  it('carries the API security headers, the cache policy and the keep-alive Fastify would give', async () => {
    await get('/api/products/101');
    const hit = await get('/api/products/101', { 'x-request-id': 'headers-1' });
    expect(handledByFastify('headers-1')).toBe(false);
    expect(hit.headers).toMatchObject({
      'content-security-policy': "default-src 'none';base-uri 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'cache-control': 'public, max-age=30, stale-while-revalidate=60',
      vary: 'accept-encoding',
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(hit.body.length),
      // Fastify's 72 s, not Node's 5 s: the server made for Fastify keeps its settings.
      'keep-alive': 'timeout=72',
    });
    expect(hit.headers['x-powered-by']).toBeUndefined();
    expect(JSON.parse(hit.body.toString('utf8'))).toMatchObject({ _id: '101' });
    // The same headers as Fastify's own cached answer (inject goes through Fastify only).
    const injected = await served.inject('/api/products/101');
    expect(entryHeaders(hit.headers)).toEqual(entryHeaders(injected.headers));
  });

  it('gives every answer a request id as Fastify does: a safe incoming one kept, anything else replaced', async () => {
    await get('/api/products/102');
    const ids = [];
    for (const incoming of [undefined, 'two words', 'x'.repeat(65), '<script>']) {
      const hit = await get('/api/products/102', incoming === undefined ? {} : { 'x-request-id': incoming });
      expect(hit.status).toBe(200);
      expect(hit.headers['x-request-id']).toMatch(UUID);
      ids.push(hit.headers['x-request-id']);
    }
    expect(new Set(ids).size).toBe(ids.length);
    expect((await get('/api/products/102', { 'x-request-id': 'edge-7f3a.42:1_b' })).headers['x-request-id']).toBe('edge-7f3a.42:1_b');
    expect(handledByFastify('edge-7f3a.42:1_b')).toBe(false);
  });

  it('answers a matching If-None-Match with an empty 304, and a stale one with the answer', async () => {
    const first = await get('/api/products/103');
    const etag = String(first.headers.etag);
    const revalidated = await get('/api/products/103', { 'if-none-match': etag, 'x-request-id': 'revalidated-1' });
    expect(handledByFastify('revalidated-1')).toBe(false);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['content-type']).toBeUndefined();
    const injected = await served.inject({ url: '/api/products/103', headers: { 'if-none-match': etag } });
    expect(injected.statusCode).toBe(304);
    expect(entryHeaders(revalidated.headers)).toEqual(entryHeaders(injected.headers));
    const changed = await get('/api/products/103', { 'if-none-match': '"an-older-version"' });
    expect(changed.status).toBe(200);
    expect(changed.body.equals(first.body)).toBe(true);
  });

  it('sends gzip to clients that accept it, with its own validator, as Fastify does', async () => {
    const plain = await get('/api/products?category=fans');
    const zipped = await get('/api/products?category=fans', { 'accept-encoding': 'gzip, deflate, br', 'x-request-id': 'zipped-1' });
    expect(handledByFastify('zipped-1')).toBe(false);
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-length']).toBe(String(zipped.body.length));
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    const injected = await served.inject({ url: '/api/products?category=fans', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.body.equals(injected.rawPayload)).toBe(true);
    expect(entryHeaders(zipped.headers)).toEqual(entryHeaders(injected.headers));
    const revalidated = await get('/api/products?category=fans', { 'accept-encoding': 'gzip', 'if-none-match': String(zipped.headers.etag) });
    expect(revalidated.status).toBe(304);
    // A body too small to be worth compressing goes out plain, as from Fastify.
    await get('/api/products/suggest?q=zzzz');
    const small = await get('/api/products/suggest?q=zzzz', { 'accept-encoding': 'gzip', 'x-request-id': 'small-1' });
    expect(handledByFastify('small-1')).toBe(false);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends brotli once a hot answer has it, identical to what Fastify sends', async () => {
    const path = '/api/products?q=ceiling%20fan&sort=price-low';
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const plain = await get(path);
    // Brotli is made for an entry in demand (500 requests, cache/cached-body.ts); until then browsers get gzip.
    expect((await get(path, browser)).headers['content-encoding']).toBe('gzip');
    for (let batch = 0; batch < 10; batch++) await Promise.all(Array.from({ length: 50 }, () => get(path, browser)));
    await expect.poll(async () => (await get(path, browser)).headers['content-encoding'], { timeout: 10_000 }).toBe('br');
    const brotli = await get(path, { ...browser, 'x-request-id': 'brotli-1' });
    expect(handledByFastify('brotli-1')).toBe(false);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    expect(brotli.headers['content-length']).toBe(String(brotli.body.length));
    const injected = await served.inject({ url: path, headers: browser });
    expect(brotli.body.equals(injected.rawPayload)).toBe(true);
    expect(entryHeaders(brotli.headers)).toEqual(entryHeaders(injected.headers));
    expect((await get(path, { ...browser, 'if-none-match': String(brotli.headers.etag) })).status).toBe(304);
    // A client that refuses brotli keeps getting gzip.
    expect((await get(path, { 'accept-encoding': 'gzip, br;q=0' })).headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const got = await get('/api/products/104');
    const head = await send(`${base}/api/products/104`, { 'x-request-id': 'head-1' }, { method: 'HEAD' });
    expect(handledByFastify('head-1')).toBe(false);
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(entryHeaders(head.headers)).toEqual(entryHeaders(got.headers));
  });

  it('never answers a product that does not exist: Fastify says 404 every time', async () => {
    for (const id of ['missing-1', 'missing-2', 'missing-3']) {
      const res = await get('/api/products/no-such-product', { 'x-request-id': id });
      expect(res.status).toBe(404);
      expect(JSON.parse(res.body.toString('utf8'))).toEqual({ message: expect.stringContaining('not found'), requestId: id });
      expect(handledByFastify(id)).toBe(true);
    }
  });

  it('leaves other methods and uncached URLs to Fastify', async () => {
    await get('/api/products/105');
    const post = await send(`${base}/api/products/105`, { 'x-request-id': 'post-1' }, { method: 'POST' });
    expect(post.status).toBe(404);
    expect(handledByFastify('post-1')).toBe(true);
    // Answers cached under a name rather than their URL are not public reads: Fastify serves them every time.
    await get('/api/categories');
    const categories = await get('/api/categories', { 'x-request-id': 'categories-1' });
    expect(categories.status).toBe(200);
    expect(handledByFastify('categories-1')).toBe(true);
    const shopper = await createSignedInCustomer(t.database.db);
    expect((await get('/api/admin/products', { authorization: `Bearer ${shopper.token}` })).status).toBe(200);
    const anonymous = await get('/api/admin/products', { 'x-request-id': 'anonymous-1' });
    expect(anonymous.status).toBe(401);
    expect(handledByFastify('anonymous-1')).toBe(true);
  });

  it('sends an expired answer to the route for its one refresh, and serves the old one only meanwhile (ADR 11)', async () => {
    const path = '/api/products/4';
    const before = JSON.parse((await get(path)).body.toString('utf8')) as Product;
    // Changed behind the cache's back (triggers off, so no change notice), so only a refresh can show it.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + 3` })
        .where(eq(products.id, '4'));
    });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      vi.advanceTimersByTime(6_000);
      const stale = JSON.parse((await get(path, { 'x-request-id': 'expired-1' })).body.toString('utf8')) as Product;
      expect(stale.stock).toBe(before.stock);
      // The first request after expiry went to Fastify, which started the refresh.
      expect(handledByFastify('expired-1')).toBe(true);
      // The cache's clock stands still here (expect.poll would move it), so only the refresh can end this wait.
      let stock = stale.stock;
      for (let attempt = 0; attempt < 200 && stock !== before.stock + 3; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        stock = (JSON.parse((await get(path)).body.toString('utf8')) as Product).stock;
      }
      expect(stock).toBe(before.stock + 3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows an admin write at once', async () => {
    const before = JSON.parse((await get('/api/products/2')).body.toString('utf8')) as Product;
    await get('/api/products/2', { 'x-request-id': 'cached-2' });
    expect(handledByFastify('cached-2')).toBe(false);
    const admin = await createSignedInCustomer(t.database.db, { isAdmin: true });
    const res = await served.inject({
      method: 'POST',
      url: '/api/admin/products/2/stock',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { delta: 7, reason: 'recount' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = JSON.parse((await get('/api/products/2')).body.toString('utf8')) as Product;
    expect(after.stock).toBe(before.stock + 7);
  });

  it('counts its answers in /metrics under the route pattern, as Fastify counts its own', async () => {
    const scrape = async () => (await served.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const sample = (text: string, series: string) =>
      Number(
        text
          .split('\n')
          .find((line) => line.startsWith(`${series} `))
          ?.slice(series.length + 1) ?? 0,
      );
    const series = (method: string, status: number) => `wattson_http_requests_total{method="${method}",route="/api/products/:id",status="${status}"}`;
    const duration = 'wattson_http_request_duration_seconds_count{route="/api/products/:id"}';
    await get('/api/products/3');
    const before = await scrape();
    const first = await get('/api/products/3', { 'x-request-id': 'counted-1' });
    await get('/api/products/3', { 'x-request-id': 'counted-2' });
    await get('/api/products/3', { 'if-none-match': String(first.headers.etag), 'x-request-id': 'counted-3' });
    await send(`${base}/api/products/3`, { 'x-request-id': 'counted-4' }, { method: 'HEAD' });
    expect(['counted-1', 'counted-2', 'counted-3', 'counted-4'].filter(handledByFastify)).toEqual([]);
    const after = await scrape();
    expect(sample(after, series('GET', 200)) - sample(before, series('GET', 200))).toBe(2);
    expect(sample(after, series('GET', 304)) - sample(before, series('GET', 304))).toBe(1);
    expect(sample(after, series('HEAD', 200)) - sample(before, series('HEAD', 200))).toBe(1);
    expect(sample(after, duration) - sample(before, duration)).toBe(4);
    expect(after).not.toContain('route="/api/products/3"');
  });

  it('is turned off by CACHE_FAST_PATH=off: Fastify answers every cached read, with the same bytes', async () => {
    const withoutFastPath = await buildServedApp({ CACHE_FAST_PATH: 'off' });
    try {
      const url = `${await listening(withoutFastPath)}/api/products/1`;
      const first = await send(url, { 'x-request-id': 'off-first' }, { fresh: true });
      const again = await send(url, { 'x-request-id': 'off-again' }, { fresh: true });
      expect([handledByFastify('off-first'), handledByFastify('off-again')]).toEqual([true, true]);
      expect(again.status).toBe(200);
      expect(again.body.equals(first.body)).toBe(true);
    } finally {
      await withoutFastPath.close();
    }
  });

  it('steps aside while the server drains: a cached URL is answered 503 like any other', async () => {
    const draining = await buildServedApp();
    const url = `${await listening(draining)}/api/products/1`;
    await send(url);
    expect((await send(url, { 'x-request-id': 'before-drain' }, { fresh: true })).status).toBe(200);
    expect(handledByFastify('before-drain')).toBe(false);
    const closed = draining.close();
    while (!draining.drain.draining) await new Promise((resolve) => setImmediate(resolve));
    const refused = await send(url, { 'x-request-id': 'while-draining' }, { fresh: true });
    expect(refused.status).toBe(503);
    expect(refused.headers.connection).toBe('close');
    expect(JSON.parse(refused.body.toString('utf8'))).toEqual({ message: DRAINING_MESSAGE, requestId: 'while-draining' });
    await closed;
  });
});
