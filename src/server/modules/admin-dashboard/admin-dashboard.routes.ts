import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardSchema } from '../../../shared/admin/admin-dashboard.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { dashboard } from './admin-dashboard.service.js';

export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/admin/dashboard',
      { schema: { tags: ['admin'], response: { 200: dashboardSchema, 401: errorResponseSchema, 403: errorResponseSchema } } },
      async () => dashboard(app.db),
    );
}
