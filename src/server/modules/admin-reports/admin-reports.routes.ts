import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { reportQuerySchema, salesReportSchema } from '../../../shared/admin/reports.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { salesReportCsv } from './sales-report-csv.js';
import { salesReport } from './sales-report.service.js';

export async function adminReportsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/reports/sales',
    { schema: { tags, querystring: reportQuerySchema, response: { 200: salesReportSchema, 400: errorResponseSchema } } },
    async (request) => salesReport(app.db, request.query),
  );

  api.get('/api/admin/reports/sales.csv', { schema: { tags, querystring: reportQuerySchema } }, async (request, reply) => {
    const csv = salesReportCsv(await salesReport(app.db, request.query));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="sales-${request.query.from}-to-${request.query.to}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });
}
