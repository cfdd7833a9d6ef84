import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerDetailSchema, customerSummaryPageSchema, customerSummarySchema } from '../../../shared/admin/admin-customers.schema.js';
import { adminCustomerQuerySchema } from '../../../shared/admin/admin-ops.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { recordAudit } from '../audit/audit.service.js';
import { listOrders } from '../orders/orders.service.js';
import { getCustomer, listCustomers, setBlocked } from './admin-customers.service.js';

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
