import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_API_ACCESS, rolesFor } from '../../../shared/admin/staff-access.js';
import { HttpError } from '../../plugins/error-handler.js';

/**
 * The one role check of the admin (ADR 56): runs after `requireAdmin` on every route of the admin
 * scope and looks the route's path up in the shared access table, so no route can forget it.
 */
export async function requireStaffRole(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const role = request.user?.staffRole;
  if (!role) throw new HttpError(403, 'Administrator access required');
  const url = request.routeOptions.url ?? request.url;
  if (!rolesFor(ADMIN_API_ACCESS, url).includes(role)) throw new HttpError(403, `Your role (${role}) does not include this part of the admin.`);
}
