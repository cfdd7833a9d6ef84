import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptInviteBodySchema } from '../../../shared/admin/staff.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { acceptInvite } from './staff.service.js';

/** Public: the invitation's token is the credential, so it shares the sign-in routes' per-IP budget. */
export async function acceptInviteRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/staff-invites/accept',
    {
      config: { rateLimit: { max: app.config.authIpLimitPerHour, timeWindow: '1 hour', groupId: 'auth' } },
      schema: {
        tags: ['auth'],
        body: acceptInviteBodySchema,
        response: { 200: z.object({ email: z.string(), message: z.string() }), 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const { email } = await acceptInvite(app.db, request.body);
      return { email, message: 'Your password is set. Sign in with your email and password.' };
    },
  );
}
