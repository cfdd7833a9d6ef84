import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import {
  addToCartBodySchema,
  cartLineParamsSchema,
  cartLineSchema,
  mergeCartBodySchema,
  updateCartLineBodySchema,
} from '../../../shared/shopping/cart.schema.js';
import { requireUser, signedInUser } from '../../plugins/session/session.plugin.js';
import { addToCart, listCart, mergeGuestCart, removeCartLine, updateCartLine } from './cart.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };

/** The signed-in user's cart (spec §7). The user comes from the session, never from the request. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];

  api.get('/api/carts', { preHandler: requireUser, schema: { tags, response: { 200: z.array(cartLineSchema), ...errors } } }, async (request) =>
    listCart(app.db, signedInUser(request).id),
  );

  api.post(
    '/api/carts/add',
    { preHandler: requireUser, schema: { tags, body: addToCartBodySchema, response: { 201: cartLineSchema, ...errors } } },
    async (request, reply) => reply.code(201).send(await addToCart(app.db, signedInUser(request).id, request.body.productId, request.body.quantity)),
  );

  api.post(
    '/api/carts/merge',
    { preHandler: requireUser, schema: { tags, body: mergeCartBodySchema, response: { 200: z.array(cartLineSchema), ...errors } } },
    async (request) => mergeGuestCart(app.db, signedInUser(request).id, request.body.items),
  );

  api.put(
    '/api/carts/:id',
    { preHandler: requireUser, schema: { tags, params: cartLineParamsSchema, body: updateCartLineBodySchema, response: { 200: cartLineSchema, ...errors } } },
    async (request) => updateCartLine(app.db, signedInUser(request).id, request.params.id, request.body.quantity),
  );

  api.delete(
    '/api/carts/:id',
    { preHandler: requireUser, schema: { tags, params: cartLineParamsSchema, response: { 200: z.object({ message: z.string() }), ...errors } } },
    async (request) => {
      await removeCartLine(app.db, signedInUser(request).id, request.params.id);
      return { message: 'Item removed from cart' };
    },
  );
}
