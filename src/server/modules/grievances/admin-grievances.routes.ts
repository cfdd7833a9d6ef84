import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { grievanceIdParamsSchema, grievanceQuerySchema, grievanceResolveSchema, grievanceSchema } from '../../../shared/shipping/grievance.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { recordAudit } from '../audit/audit.service.js';
import { listGrievances, resolveGrievance } from './grievances.service.js';

export async function adminGrievancesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin', 'grievances'];

  api.get('/api/admin/grievances', { schema: { tags, querystring: grievanceQuerySchema, response: { 200: z.array(grievanceSchema) } } }, async (request) =>
    listGrievances(app.db, request.query.status),
  );

  api.post(
    '/api/admin/grievances/:id/resolve',
    {
      schema: {
        tags,
        params: grievanceIdParamsSchema,
        body: grievanceResolveSchema,
        response: { 200: z.object({ ticket: z.string() }), 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new HttpError(401, 'Authentication required. Please sign in.');
      const resolved = await resolveGrievance(app.db, app.jobs.queueMailIn, request.params.id, user.id, request.body.resolution);
      await recordAudit(app.db, user, 'grievance.resolve', 'grievance', request.params.id, { ticket: resolved.ticket });
      return resolved;
    },
  );
}
