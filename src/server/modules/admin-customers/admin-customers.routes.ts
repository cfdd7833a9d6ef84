import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDetailSchema, customerSummaryPageSchema, customerSummarySchema } from '../../../shared/admin/admin-customers.schema.js';
import { adminCustomerQuerySchema } from '../../../shared/admin/admin-ops.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { listOrders } from '../orders/orders.service.js';
import { getCustomer, listCustomers, setBlocked } from './admin-customers.service.js';
import { CSV_MAX_ROWS, customersCsv } from './customers-csv.js';

const idParams = z.object({ id: z.string().min(1).max(64) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

export async function adminCustomersRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get(
    '/api/admin/customers',
    { schema: { tags, querystring: adminCustomerQuerySchema, response: { 200: customerSummaryPageSchema, ...errors } } },
    async (request) => listCustomers(app.db, request.query),
  );

  // The list as CSV with the same search; every match, not one page.
  api.get('/api/admin/customers.csv', { schema: { tags, querystring: adminCustomerQuerySchema.pick({ q: true }) } }, async (request, reply) => {
    const { items } = await listCustomers(app.db, { q: request.query.q, page: 1, pageSize: CSV_MAX_ROWS });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="customers.csv"')
      .header('cache-control', 'no-store')
      .send(customersCsv(items));
  });

  api.get('/api/admin/customers/:id', { schema: { tags, params: idParams, response: { 200: customerDetailSchema, ...errors } } }, async (request) => {
    const customer = await getCustomer(app.db, request.params.id);
    return { customer, orders: await listOrders(app.db, customer._id) };
  });

  for (const [action, blocked] of [
    ['block', true],
    ['unblock', false],
  ] as const) {
    api.post(
      `/api/admin/customers/:id/${action}`,
      { schema: { tags, params: idParams, response: { 200: customerSummarySchema, ...errors } } },
      async (request) => {
        const customer = await setBlocked(app.db, request.params.id, blocked);
        await recordAudit(app.db, request.user, `customer.${action}`, 'customer', customer._id, { email: customer.email });
        return customer;
      },
    );
  }
}
