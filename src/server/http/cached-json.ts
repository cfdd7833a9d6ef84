import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedCachedBody, type CachedBody } from '../cache/cached-body.js';
import type { TtlCache } from '../cache/ttl-cache.js';
import { catalogCacheKey } from './canonical-query.js';
import { sendCachedBody } from './send-cached-body.js';

/**
 * Response schemas given to a route only for the OpenAPI document. Routes that send a cached,
 * already-serialised JSON string declare their responses through this, so the type provider
 * does not demand an object the route never builds.
 */
export function documentedResponses(responses: Record<number, unknown>): unknown {
  return responses;
}

export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Sends a cached JSON answer (see sendCachedBody); the cache-hit fast path sends the same (http/cache-hit-fast-path.ts). */
export function sendJson(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, cacheControl: string): FastifyReply {
  return sendCachedBody(request, reply, cached, { contentType: JSON_CONTENT_TYPE, cacheControl });
}

/**
 * A public catalog answer for the request's own URL, marked with its route pattern and cache policy
 * so that the cache-hit fast path (http/cache-hit-fast-path.ts) may answer its next requests.
 */
export function publicAnswer(request: FastifyRequest, text: string, cacheControl: string, tags?: readonly string[]): Promise<CachedBody> {
  const route = request.routeOptions.url;
  return compressedCachedBody(text, route === undefined ? undefined : { route, cacheControl }, tags);
}

/**
 * A route `onRequest` hook answering straight from the cache, keyed by the route's own parameters
 * (canonical-query.ts), before
 * validation and the handler run. Only URLs that passed validation once are ever stored. Requests
 * over HTTP are mostly answered before Fastify by the fast path; this serves `inject` (the pages'
 * first answers, tests) and whatever the fast path left to Fastify.
 */
export function answerFromCache(cache: TtlCache<CachedBody>, cacheControl: string) {
  return async function cachedResponse(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const hit = cache.get(catalogCacheKey(request.url));
    if (hit && hit.length > 0) return sendJson(request, reply, hit, cacheControl);
    return undefined;
  };
}
