import { readUploadedFile } from '../../http/uploaded-file.js';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { orderIdParamsSchema } from '../../../shared/shopping/order.schema.js';
import { returnIdParamsSchema, returnOptionsSchema, returnRequestSchema, returnSchema } from '../../../shared/shopping/return.schema.js';
import { HttpError } from '../../plugins/error-handler.js';
import { requireUser } from '../../plugins/session/session.plugin.js';
import { MAX_UPLOAD_BYTES, storeProductImage } from '../admin-products/media-uploads.service.js';
import { getSeller } from '../tax/seller.service.js';
import { sendReturnCreditNotePdf } from './return-credit-note-reply.js';
import { moveReturn } from './return-moves.service.js';
import { getReturn, listMyReturns, requestReturn, returnOptions } from './returns.service.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };
/** A shopper's photos: a few per return, so a generous hourly budget per address still stops a flood. */
const PHOTO_RATE_LIMIT = { max: 30, timeWindow: '1 hour' };

/** The shopper's returns: what may go back, the request with its photos, its progress, withdrawing it. */
export async function returnsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['returns'];
  // Photos are taken as product images are: one file of at most 5 MB, sniffed, re-encoded (media-uploads.service.ts).
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  const deps = () => ({ db: app.db, jobs: app.jobs, publicUrl: app.config.publicUrl });

  api.get(
    '/api/orders/:id/return-options',
    { preHandler: requireUser, schema: { tags, params: orderIdParamsSchema, response: { 200: returnOptionsSchema, ...errors } } },
    async (request) => returnOptions(app.db, request.user?.id ?? '', request.params.id),
  );

  api.post(
    '/api/orders/:id/returns',
    { preHandler: requireUser, schema: { tags, params: orderIdParamsSchema, body: returnRequestSchema, response: { 201: returnSchema, ...errors } } },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new HttpError(401, 'Authentication required. Please sign in.');
      return reply.code(201).send(await requestReturn(deps(), user, request.params.id, request.body));
    },
  );

  api.get(
    '/api/returns',
    {
      preHandler: requireUser,
      schema: { tags, querystring: z.object({ orderId: z.string().max(64).optional() }), response: { 200: z.array(returnSchema), ...errors } },
    },
    async (request) => listMyReturns(app.db, request.user?.id ?? '', request.query.orderId),
  );

  api.get(
    '/api/returns/:id',
    { preHandler: requireUser, schema: { tags, params: returnIdParamsSchema, response: { 200: returnSchema, ...errors } } },
    async (request) => getReturn(app.db, request.user?.id ?? '', request.params.id),
  );

  api.get('/api/returns/:id/credit-note.pdf', { preHandler: requireUser, schema: { tags, params: returnIdParamsSchema } }, async (request, reply) =>
    sendReturnCreditNotePdf(app.db, reply, request.params.id, request.user?.id ?? ''),
  );

  api.post(
    '/api/returns/:id/cancel',
    { preHandler: requireUser, schema: { tags, params: returnIdParamsSchema, response: { 200: returnSchema, ...errors } } },
    async (request) => {
      const user = request.user;
      if (!user) throw new HttpError(401, 'Authentication required. Please sign in.');
      const moved = await moveReturn(
        { ...deps(), onlineRefunds: app.paymentProvider !== null, documents: { seller: await getSeller(app.db, app.config.seller) } },
        request.params.id,
        { kind: 'shopper', userId: user.id },
        { status: 'Cancelled', note: '' },
      );
      return moved.ret;
    },
  );

  // An image of up to 5 MB from a slow phone connection may need longer than the global request timeout.
  const uploadTimeout = Math.max(app.config.requestTimeoutMs, 120_000);
  api.post(
    '/api/returns/photos',
    {
      preHandler: requireUser,
      handlerTimeout: uploadTimeout,
      config: { rateLimit: PHOTO_RATE_LIMIT },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: z.object({ url: z.string() }), ...errors } },
    },
    async (request, reply) => {
      const { bytes } = await readUploadedFile(request, 'photo');
      const stored = await storeProductImage(app.config.dataDir, bytes);
      return reply.code(201).send({ url: stored.url });
    },
  );
}
