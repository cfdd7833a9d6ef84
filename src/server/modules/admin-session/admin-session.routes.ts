import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authSuccessSchema } from '../../../shared/auth/auth.schema.js';
import { staffUserSchema } from '../../../shared/admin/staff.schema.js';
import { handoffCodeSchema } from '../../../shared/admin/admin-ops.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { requireAdmin, signedInUser } from '../../plugins/session/session.plugin.js';
import { createHandoff, exchangeHandoff } from './admin-session.service.js';

export async function adminSessionRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];

  api.post(
    '/api/admin/handoff',
    {
      preHandler: requireAdmin,
      schema: { tags, response: { 201: z.object({ code: z.string(), expiresInSeconds: z.number() }), 401: errorResponseSchema, 403: errorResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await createHandoff(app.db, signedInUser(request).id)),
  );

  // The code is the credential here, so this route is public but shares the sign-in IP budget.
  api.post(
    '/api/admin/session',
    {
      config: { rateLimit: { max: app.config.authIpLimitPerHour, timeWindow: '1 hour', groupId: 'auth' } },
      schema: {
        tags,
        body: handoffCodeSchema,
        response: { 200: authSuccessSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
      },
    },
    async (request) => exchangeHandoff(app.db, request.body.code),
  );

  api.get(
    '/api/admin/me',
    { preHandler: requireAdmin, schema: { tags, response: { 200: staffUserSchema, 401: errorResponseSchema, 403: errorResponseSchema } } },
    async (request) => {
      const user = signedInUser(request);
      return { _id: user.id, username: user.username, email: user.email, isAdmin: true, role: user.staffRole ?? 'owner' };
    },
  );
}
