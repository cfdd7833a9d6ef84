import type { FastifyInstance } from 'fastify';

/** `/healthz`: the process answers. `/readyz`: it can also reach the database (load balancers route on this). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      return reply.code(503).send({ message: 'Database not reachable' });
    }
  });
}
