import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPageSchema } from '../../../shared/admin/admin-audit.schema.js';
import { auditQuerySchema } from '../../../shared/admin/admin-ops.schema.js';
import { listAudit } from './audit.service.js';

export async function auditRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/admin/audit-log', { schema: { tags: ['admin'], querystring: auditQuerySchema, response: { 200: auditPageSchema } } }, async (request) =>
      listAudit(app.db, request.query),
    );
}
