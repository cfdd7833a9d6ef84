import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { wishlistAddBodySchema, wishlistEntryParamsSchema, wishlistEntrySchema, wishlistUserParamsSchema } from '../../../shared/shopping/cart.schema.js';
import { requireUser, signedInUser } from '../../plugins/session/session.plugin.js';
import { addToWishlist, assertOwnWishlist, listWishlist, removeFromWishlist } from './wishlist.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

export async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['wishlist'];

  api.get(
    '/api/users/wishlists/:userId',
    { preHandler: requireUser, schema: { tags, params: wishlistUserParamsSchema, response: { 200: z.array(wishlistEntrySchema), ...errors } } },
    async (request) => {
      const me = signedInUser(request).id;
      assertOwnWishlist(me, request.params.userId);
      return listWishlist(app.db, me);
    },
  );

  api.post(
    '/api/users/wishlists',
    { preHandler: requireUser, schema: { tags, body: wishlistAddBodySchema, response: { 200: wishlistEntrySchema, 201: wishlistEntrySchema, ...errors } } },
    async (request, reply) => {
      const me = signedInUser(request).id;
      assertOwnWishlist(me, request.body.userId);
      const { entry, created } = await addToWishlist(app.db, me, request.body.productId);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  api.delete(
    '/api/users/wishlists/:userId/:productId',
    { preHandler: requireUser, schema: { tags, params: wishlistEntryParamsSchema, response: { 200: z.object({ message: z.string() }), ...errors } } },
    async (request) => {
      const me = signedInUser(request).id;
      assertOwnWishlist(me, request.params.userId);
      await removeFromWishlist(app.db, me, request.params.productId);
      return { message: 'Removed from wishlist' };
    },
  );
}
