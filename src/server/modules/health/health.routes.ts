import type { FastifyInstance } from 'fastify';
import { searchCatalogOf } from '../search/search-catalog.js';

/** A load balancer probes often and decides fast: a database that has not answered by then counts as unreachable. */
const READY_TIMEOUT_MS = 2_000;

function withinTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** `/healthz`: the process answers. `/readyz`: it can also reach the database and has read the catalog and its search index in (load balancers route on this). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await withinTimeout(app.database.ping(), READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).header('cache-control', 'no-store').send({ message: 'Database not reachable', requestId: request.id });
    }
    // Lists are answered from the catalog index, searches from the search index: not ready until both
    // have been read in (ADR 33, 36). Building the search index of 100 000 products takes seconds of
    // CPU, which a process taking traffic would take from its first requests.
    try {
      await withinTimeout(app.catalogIndex.ready, READY_TIMEOUT_MS);
      await withinTimeout(
        searchCatalogOf(app.db)
          .current()
          .then(() => undefined),
        READY_TIMEOUT_MS,
      );
      return { status: 'ready' };
    } catch {
      return reply.code(503).header('cache-control', 'no-store').send({ message: 'Loading the catalog', requestId: request.id });
    }
  });
}
