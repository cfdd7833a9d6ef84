import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminReturnQuerySchema,
  productReturnableSchema,
  returnIdParamsSchema,
  returnMoveSchema,
  returnWindowSchema,
} from '../../../shared/shopping/return.schema.js';
import { staffReturnMoves } from '../../../shared/shopping/return-status.js';
import { HttpError } from '../../plugins/error-handler.js';
import { recordAudit } from '../audit/audit.service.js';
import { getSeller } from '../tax/seller.service.js';
import { listReturns } from './admin-returns.service.js';
import { sendReturnCreditNotePdf } from './return-credit-note-reply.js';
import { moveReturn } from './return-moves.service.js';
import { returnSettings, setNonReturnable, setReturnWindow } from './return-settings.service.js';
import { getReturn } from './returns.service.js';

/** Staff's returns and return rules; registered inside the admin scope (admin session required). */
export async function adminReturnsRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.get('/api/admin/returns', { schema: { tags, querystring: adminReturnQuerySchema } }, async (request) => listReturns(app.db, request.query));

  api.get('/api/admin/returns/:id', { schema: { tags, params: returnIdParamsSchema } }, async (request) => {
    const ret = await getReturn(app.db, null, request.params.id);
    return { ...ret, moves: staffReturnMoves(ret.status) };
  });

  api.get('/api/admin/returns/:id/credit-note.pdf', { schema: { tags, params: returnIdParamsSchema } }, async (request, reply) =>
    sendReturnCreditNotePdf(app.db, reply, request.params.id, null),
  );

  api.patch('/api/admin/returns/:id', { schema: { tags, params: returnIdParamsSchema, body: returnMoveSchema } }, async (request) => {
    const staff = request.user;
    if (!staff) throw new HttpError(401, 'Authentication required. Please sign in.');
    const { ret, restocked } = await moveReturn(
      {
        db: app.db,
        jobs: app.jobs,
        publicUrl: app.config.publicUrl,
        onlineRefunds: app.paymentProvider !== null,
        documents: { seller: await getSeller(app.db, app.config.seller) },
      },
      request.params.id,
      { kind: 'staff', userId: staff.id },
      request.body,
    );
    if (restocked.length) await app.productsChanged(restocked);
    const from = ret.events.at(-1)?.from ?? null;
    await recordAudit(app.db, staff, 'return.status', 'return', ret._id, {
      number: ret.number,
      order: ret.orderNumber,
      from,
      to: ret.status,
      note: request.body.note,
      ...(ret.status === 'Received' ? { restocked: ret.lines.map((l) => ({ productId: l.productId, quantity: l.restockedQuantity })) } : {}),
      ...(ret.status === 'Refunded' ? { refund: ret.refund, method: ret.refundMethod, reference: ret.refundReference } : {}),
    });
    return { ...ret, moves: staffReturnMoves(ret.status) };
  });

  api.get('/api/admin/return-settings', { schema: { tags } }, async () => returnSettings(app.db));

  api.put(
    '/api/admin/return-settings/categories/:slug',
    { schema: { tags, params: z.object({ slug: z.string().min(1).max(100) }), body: returnWindowSchema } },
    async (request) => {
      const { before, ...saved } = await setReturnWindow(app.db, request.params.slug, request.body.returnWindowDays);
      await recordAudit(app.db, request.user, 'category.return_window', 'category', saved.slug, { from: before, to: saved.returnWindowDays });
      return saved;
    },
  );

  api.put(
    '/api/admin/return-settings/products/:id',
    { schema: { tags, params: z.object({ id: z.string().min(1).max(64) }), body: productReturnableSchema } },
    async (request) => {
      const saved = await setNonReturnable(app.db, request.params.id, request.body.nonReturnable);
      await recordAudit(app.db, request.user, 'product.non_returnable', 'product', saved._id, { nonReturnable: saved.nonReturnable });
      await app.productsChanged([saved._id]);
      return saved;
    },
  );
}
