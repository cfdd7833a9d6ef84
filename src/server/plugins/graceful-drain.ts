import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** close() waits at most this long for the drain (main.ts exits anyway at 8 s, inside the usual 10 s). */
const DRAIN_LIMIT_MS = 7_000;
/** No request running and none arriving for this long: whatever clients had sent has been answered. */
const QUIET_MS = 100;

export const DRAINING_MESSAGE = 'The shop is restarting. Please try again in a moment.';

/** What answers written outside Fastify (the cache-hit fast path) must respect and report. */
export interface DrainState {
  /** From close() on: everything goes to Fastify's path, which answers 503. */
  readonly draining: boolean;
  /** Counts the response as running until it closes, so close() waits for it. */
  track(response: ServerResponse): void;
}

/**
 * Stopping without cutting requests. Fastify's close() shuts the listening socket at once, and the
 * kernel then resets every connection still queued for accept; under load (the event loop busy
 * with running requests, as PGlite keeps it) those are requests clients have already sent, cut
 * without an answer. So from close() on, the socket stays open: running requests finish, new ones
 * are answered 503 { message } with `Connection: close` (readyz too, so a load balancer stops
 * routing here), and the socket closes once nothing runs and nothing new arrives.
 */
export const gracefulDrainPlugin = fp(async (app: FastifyInstance) => {
  let running = 0;
  let lastArrival = 0;
  let draining = false;
  const arrived = () => (lastArrival = Date.now());
  // One shared listener rather than a closure per request: 'close' fires once per response, whether it finished or the client went away.
  const closed = () => running--;
  const state: DrainState = {
    get draining() {
      return draining;
    },
    track(response) {
      running++;
      response.on('close', closed);
    },
  };
  app.decorate('drain', state);
  app.server.on('connection', arrived);
  app.server.on('request', arrived);

  app.addHook('onRequest', (request, reply, done) => {
    if (draining) {
      void reply.code(503).header('connection', 'close').header('retry-after', '5').send({ message: DRAINING_MESSAGE, requestId: request.id });
      return;
    }
    state.track(reply.raw);
    done();
  });

  app.addHook('preClose', async () => {
    draining = true;
    const deadline = Date.now() + DRAIN_LIMIT_MS;
    const quiet = () => running === 0 && Date.now() - lastArrival >= QUIET_MS;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (!quiet()) continue;
      // Timers run before I/O in each turn of the event loop: after a stall (CPU starved, a long
      // synchronous query) connections may wait in the kernel unseen. setImmediate runs after the
      // next I/O poll, which accepts them; only if it was still quiet then is it safe to close.
      await new Promise((resolve) => setImmediate(resolve));
      if (quiet()) return;
    }
  });
});
