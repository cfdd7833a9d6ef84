import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deliverySettingsBodySchema,
  deliverySettingsSchema,
  holidayParamsSchema,
  holidaySchema,
  serviceabilityImportSchema,
  serviceabilitySummarySchema,
} from '../../../shared/delivery/delivery.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { recordAudit } from '../audit/audit.service.js';
import { deleteHoliday, getDeliverySettings, listHolidays, saveDeliverySettings, saveHoliday } from './delivery-rules.service.js';
import { importServiceability, serviceabilityCount } from './serviceability-import.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 413: errorResponseSchema };
/** ~30 000 lines of "110001,yes,yes,2,4". */
const CSV_BODY_LIMIT = 2 * 1024 * 1024;

/** Staff's delivery rules (under adminRoutes' admin check): zones and their fees, holidays, the courier's list. */
export async function adminDeliveryRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get('/api/admin/delivery/settings', { schema: { tags, response: { 200: deliverySettingsSchema, ...errors } } }, async () => getDeliverySettings(app.db));

  api.put(
    '/api/admin/delivery/settings',
    { schema: { tags, body: deliverySettingsBodySchema, response: { 200: deliverySettingsSchema, ...errors } } },
    async (request) => {
      const before = await getDeliverySettings(app.db);
      const after = await saveDeliverySettings(app.db, request.body);
      await recordAudit(app.db, request.user, 'delivery.settings', 'settings', 'delivery', { before, after });
      return after;
    },
  );

  api.get('/api/admin/delivery/holidays', { schema: { tags, response: { 200: z.array(holidaySchema), ...errors } } }, async () => listHolidays(app.db));

  api.put(
    '/api/admin/delivery/holidays/:day',
    { schema: { tags, params: holidayParamsSchema, body: holidaySchema.pick({ name: true }), response: { 200: holidaySchema, ...errors } } },
    async (request) => {
      const saved = await saveHoliday(app.db, { day: request.params.day, name: request.body.name });
      await recordAudit(app.db, request.user, 'delivery.holiday-saved', 'holiday', saved.day, { after: saved });
      return saved;
    },
  );

  api.delete(
    '/api/admin/delivery/holidays/:day',
    { schema: { tags, params: holidayParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteHoliday(app.db, request.params.day);
      await recordAudit(app.db, request.user, 'delivery.holiday-deleted', 'holiday', request.params.day, {});
      return reply.code(204).send(null);
    },
  );

  api.get('/api/admin/delivery/serviceability', { schema: { tags, response: { 200: serviceabilitySummarySchema, ...errors } } }, async () =>
    serviceabilityCount(app.db),
  );

  api.post(
    '/api/admin/delivery/serviceability',
    {
      bodyLimit: CSV_BODY_LIMIT,
      schema: {
        tags,
        body: z.object({ csv: z.string({ message: 'csv is required' }).min(1, 'The file is empty').max(CSV_BODY_LIMIT, 'The file is too large') }),
        response: { ...errors, 200: serviceabilityImportSchema, 422: errorResponseSchema },
      },
    },
    async (request) => {
      const result = await importServiceability(app.db, request.body.csv);
      // 422: the file arrived but its lines are wrong; the answer lists them, and nothing was applied.
      if (result.errors.length) {
        // Errors are `{ message }` like every other (hostile-input/response-rules.ts): the first lines, in one sentence.
        const first = result.errors.slice(0, 5).map((e) => `line ${e.line}: ${e.message}`);
        const more = result.errors.length > 5 ? ` (and ${result.errors.length - 5} more)` : '';
        throw new HttpError(422, `Nothing was imported. ${first.join('; ')}${more}`);
      }
      await recordAudit(app.db, request.user, 'delivery.serviceability-import', 'serviceability', 'courier', {
        rows: result.rows,
        added: result.added,
        changed: result.changed,
      });
      return result;
    },
  );
}
