import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TtlCache } from '../cache/ttl-cache.js';

/**
 * Response schemas given to a route only for the OpenAPI document. Routes that send a cached,
 * already-serialised JSON string declare their responses through this, so the type provider
 * does not demand an object the route never builds.
 */
export function documentedResponses(responses: Record<number, unknown>): unknown {
  return responses;
}

/** Sends a pre-serialised JSON body; Fastify passes strings through without serialising again. */
export function sendJson(reply: FastifyReply, body: string, cacheControl: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').header('cache-control', cacheControl).send(body);
}

/**
 * A route `onRequest` hook answering straight from the cache, keyed by the raw URL, before
 * validation and the handler run. Only URLs that passed validation once are ever stored.
 */
export function answerFromCache(cache: TtlCache<string>, cacheControl: string) {
  return async function cachedResponse(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> {
    const hit = cache.get(request.url);
    if (hit) return sendJson(reply, hit, cacheControl);
    return undefined;
  };
}
