import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * `Cache-Control: no-store` on every API answer whose route did not declare it public: everything a
 * session reads or changes (profile, cart, orders, wishlist, the admin's API), sign-in answers that
 * carry a token, errors. Only public catalog reads set their own caching, and they are the same for
 * every visitor, signed in or not, as the cache hits answered before Fastify are (ADR 12, ADR 18).
 */
export const privateAnswersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (request, reply, payload, done) => {
    if ((request.user || request.url.startsWith('/api/')) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
});
