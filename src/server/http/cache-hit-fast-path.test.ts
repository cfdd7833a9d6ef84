import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedBody, type CachedBody } from '../cache/cached-body.js';
import { TtlCache } from '../cache/ttl-cache.js';
import { Counter, Histogram } from '../plugins/metrics-registry.js';
import { CacheHitFastPath } from './cache-hit-fast-path.js';

/** The fast path alone, in front of a stand-in for Fastify that answers "fastify". */
let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serve(cache: TtlCache<CachedBody>, draining = false): Promise<string> {
  const fastPath = new CacheHitFastPath();
  server = fastPath.serverFactory((_request, response) => response.end('fastify'), {});
  const metrics = {
    httpRequests: new Counter('requests', 'r', ['method', 'route', 'status'] as const),
    httpDuration: new Histogram('duration', 'd', ['route'] as const, [1]),
  };
  fastPath.serve({ cache, metrics, drain: { draining, track: () => undefined }, securityHeaders: { 'x-frame-options': 'DENY' } });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

function text(url: string, method = 'GET'): Promise<string> {
  return new Promise((resolve, reject) => {
    request(url, { method, agent: false }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });
}

const read = { route: '/x', cacheControl: 'public' };

describe('CacheHitFastPath', () => {
  it('answers public entries cached under the URL, and leaves the rest to Fastify', async () => {
    const cache = new TtlCache<CachedBody>(5_000, { maxEntries: 10 });
    cache.set('/public', cachedBody('{"a":1}', read));
    cache.set('/unmarked', cachedBody('{"secret":1}'));
    cache.set('/missing', cachedBody('', read));
    const base = await serve(cache);
    expect(await text(`${base}/public`)).toBe('{"a":1}');
    expect(await text(`${base}/unmarked`)).toBe('fastify');
    expect(await text(`${base}/missing`)).toBe('fastify');
    expect(await text(`${base}/never-cached`)).toBe('fastify');
    expect(await text(`${base}/public`, 'POST')).toBe('fastify');
  });

  it('leaves everything to Fastify while draining', async () => {
    const cache = new TtlCache<CachedBody>(5_000, { maxEntries: 10 });
    cache.set('/public', cachedBody('{"a":1}', read));
    expect(await text(`${await serve(cache, true)}/public`)).toBe('fastify');
  });

  it('hands the request to Fastify when preparing the answer fails before anything was written', async () => {
    const cache = new TtlCache<CachedBody>(5_000, { maxEntries: 10 });
    const broken: CachedBody = {
      ...cachedBody('{"a":1}', read),
      encodedFor: () => {
        throw new Error('out of memory while compressing');
      },
    };
    cache.set('/public', broken);
    expect(await text(`${await serve(cache)}/public`)).toBe('fastify');
  });
});
