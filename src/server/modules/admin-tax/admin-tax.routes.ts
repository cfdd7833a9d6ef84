import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gstRateInputSchema,
  gstRateSchema,
  gstReportCsvQuerySchema,
  gstReportQuerySchema,
  sellerSettingsSchema,
} from '../../../shared/tax/gst-admin.schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { addRate, listRates, type GstRateRow } from '../tax/gst-rates.service.js';
import { gstReport, gstReportCsv } from '../tax/gst-report.service.js';
import { getSeller, saveSeller } from '../tax/seller.service.js';

function toRate(row: GstRateRow) {
  return {
    id: row.id,
    hsnPrefix: row.hsnPrefix,
    description: row.description,
    ratePercent: row.rateBp / 100,
    effectiveFrom: row.effectiveFrom,
    effectiveTo: row.effectiveTo,
    notification: row.notification,
    source: row.source,
  };
}

/** GST for staff: the rate table (audited), the seller's GST identity (audited) and the monthly report. */
export async function adminTaxRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get('/api/admin/gst/rates', { schema: { tags, response: { 200: z.array(gstRateSchema) } } }, async () => (await listRates(app.db)).map(toRate));

  api.post('/api/admin/gst/rates', { schema: { tags, body: gstRateInputSchema, response: { 201: gstRateSchema } } }, async (request, reply) => {
    const row = await addRate(app.db, request.body);
    // Product lists show each price with its rate: they change with it.
    await app.invalidateCatalog();
    await recordAudit(app.db, request.user, 'gst.rate.add', 'gst_rate', row.id, { ...request.body });
    return reply.code(201).send(toRate(row));
  });

  api.get('/api/admin/gst/seller', { schema: { tags } }, async () => getSeller(app.db, app.config.seller));

  api.put('/api/admin/gst/seller', { schema: { tags, body: sellerSettingsSchema } }, async (request) => {
    const before = await getSeller(app.db, app.config.seller);
    const seller = await saveSeller(app.db, request.body);
    await app.invalidateCatalog();
    await recordAudit(app.db, request.user, 'gst.seller.update', 'shop_tax_settings', '1', { from: before, to: seller });
    return seller;
  });

  api.get('/api/admin/gst/report', { schema: { tags, querystring: gstReportQuerySchema } }, async (request) => gstReport(app.db, request.query.month));

  api.get('/api/admin/gst/report.csv', { schema: { tags, querystring: gstReportCsvQuerySchema } }, async (request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="gstr1-${request.query.table}-${request.query.month}.csv"`)
      .header('cache-control', 'no-store')
      .send(gstReportCsv(await gstReport(app.db, request.query.month), request.query.table)),
  );
}
