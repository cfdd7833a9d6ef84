import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A proxy's id is kept so one request can be followed across the proxy's and our logs; anything
 * else (long, spaces, quotes, control characters) would let a client forge or garble log lines,
 * so it is replaced by a fresh id.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function genRequestId(raw: IncomingMessage): string {
  const incoming = raw.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
}

/** Echoes the id on every answer, so a user's report ("it failed") can be matched to our log lines. */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
});
