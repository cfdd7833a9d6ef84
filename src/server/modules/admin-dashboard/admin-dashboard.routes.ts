import type { FastifyInstance } from 'fastify';
import { dashboard } from './admin-dashboard.service.js';

export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/admin/dashboard', { schema: { tags: ['admin'] } }, async () => dashboard(app.db));
}
