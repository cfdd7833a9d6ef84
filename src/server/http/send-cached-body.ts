import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../cache/cached-body.js';
import { acceptedEncodings } from './accept-encoding.js';

export interface CachedBodyAnswer {
  contentType: string;
  cacheControl: string;
  /** 200 unless said otherwise; only a 200 turns into a 304 for a client that holds its version. */
  status?: number;
}

/**
 * Sends a body built beforehand (a cached JSON answer or page) with its ETag, in the smallest form
 * the client accepts; a client that already holds that version gets an empty 304. Fastify passes
 * buffers through without serialising them again.
 */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, answer: CachedBodyAnswer): FastifyReply {
  const { contentType, cacheControl, status = 200 } = answer;
  const compressed = cached.encodedFor(acceptedEncodings(request.headers['accept-encoding']));
  const etag = compressed ? compressed.etag : cached.etag;
  reply.header('etag', etag).header('cache-control', cacheControl).header('vary', 'accept-encoding');
  if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (compressed) reply.header('content-encoding', compressed.encoding);
  return reply
    .code(status)
    .type(contentType)
    .send(compressed ? compressed.body : cached.identity());
}
