import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffInviteBodySchema, staffListSchema, staffRoleBodySchema } from '../../../shared/admin/staff.schema.js';
import type { AuthUser } from '../../fastify-types.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { changeStaffRole, inviteStaff, listStaff, removeStaff, revokeInvite } from './staff.service.js';

const idParams = z.object({ id: z.uuid({ message: 'Not found' }) });
const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 503: errorResponseSchema };

/** The owner's staff page: who is on the staff, open invitations, roles (owner-only by the access table). */
export async function adminStaffRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  // The admin scope's hooks ran: a route here always has its staff member.
  const actor = (user: AuthUser | null): AuthUser => {
    if (!user) throw new Error('admin route without a user');
    return user;
  };

  api.get('/api/admin/staff', { schema: { tags, response: { 200: staffListSchema } } }, async () => listStaff(app.db));

  api.post(
    '/api/admin/staff/invites',
    { schema: { tags, body: staffInviteBodySchema, response: { 201: z.object({ email: z.string(), message: z.string() }), ...errors } } },
    async (request, reply) => {
      const { email } = await inviteStaff(app.db, app.mailer, app.config.publicUrl, actor(request.user), request.body);
      return reply.code(201).send({ email, message: `Invitation sent to ${email}.` });
    },
  );

  api.delete('/api/admin/staff/invites/:id', { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await revokeInvite(app.db, actor(request.user), request.params.id);
    return reply.code(204).send(null);
  });

  api.patch(
    '/api/admin/staff/:id',
    { schema: { tags, params: idParams, body: staffRoleBodySchema, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await changeStaffRole(app.db, actor(request.user), request.params.id, request.body.role);
      return reply.code(204).send(null);
    },
  );

  api.delete('/api/admin/staff/:id', { schema: { tags, params: idParams, response: { 204: z.null(), ...errors } } }, async (request, reply) => {
    await removeStaff(app.db, actor(request.user), request.params.id);
    return reply.code(204).send(null);
  });
}
