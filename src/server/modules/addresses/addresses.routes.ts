import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { savedAddressBodySchema, savedAddressParamsSchema, savedAddressSchema } from '../../../shared/shopping/saved-address.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { requireUser } from '../../plugins/session/session.plugin.js';
import { addAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The signed-in shopper's address book: every query is scoped to their own id. */
export async function addressesRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['addresses'];
  const me = (request: { user?: { id: string } | null }): string => {
    if (!request.user) throw new HttpError(401, 'Authentication required. Please sign in.');
    return request.user.id;
  };

  api.get('/api/addresses', { preHandler: requireUser, schema: { tags, response: { 200: z.array(savedAddressSchema), ...errors } } }, async (request) =>
    listAddresses(app.db, me(request)),
  );

  api.post(
    '/api/addresses',
    { preHandler: requireUser, schema: { tags, body: savedAddressBodySchema, response: { 201: savedAddressSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await addAddress(app.db, me(request), request.body)),
  );

  api.put(
    '/api/addresses/:id',
    {
      preHandler: requireUser,
      schema: { tags, params: savedAddressParamsSchema, body: savedAddressBodySchema, response: { 200: savedAddressSchema, ...errors } },
    },
    async (request) => updateAddress(app.db, me(request), request.params.id, request.body),
  );

  api.delete(
    '/api/addresses/:id',
    { preHandler: requireUser, schema: { tags, params: savedAddressParamsSchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteAddress(app.db, me(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
