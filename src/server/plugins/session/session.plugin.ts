import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../fastify-types.js';
import fp from 'fastify-plugin';
import { HttpError } from '../error-handler.js';
import { findSessionUser } from './session-tokens.js';

export const SESSION_COOKIE = 'userToken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * A cookie rides along on cross-site requests, a bearer header never does; so a state-changing request
 * authenticated only by cookie must prove it came from our own pages.
 */
function isSameOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'same-origin') return true;
  const origin = request.headers.origin;
  if (!origin) return false;
  if (origin === new URL(publicUrl).origin) return true;
  const host = request.headers.host;
  return host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
}

/** Resolves `request.user` from `Authorization: Bearer` or the `userToken` cookie. */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('user', null);
  // Callback style with an early return: most requests carry no token and should pay nothing here.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const bearer = bearerToken(request);
    const token = bearer ?? request.cookies[SESSION_COOKIE];
    if (!token) return done();
    findSessionUser(app.db, token).then((user) => {
      request.user = user;
      if (user && !bearer && !SAFE_METHODS.has(request.method) && !isSameOrigin(request, app.config.publicUrl)) {
        return done(new HttpError(403, 'Cross-site request refused'));
      }
      done();
    }, done);
  });
});

/**
 * The request's signed-in user, or a 401. Handlers call it instead of reading `request.user`, so a
 * route that forgot its `requireUser` pre-handler still refuses strangers, and no handler ever acts
 * for an empty user id.
 */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, 'Authentication required. Please sign in.');
  return request.user;
}

export async function requireUser(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  signedInUser(request);
}

export async function requireAdmin(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = signedInUser(request);
  if (!user.isAdmin || user.sessionKind !== 'admin') throw new HttpError(403, 'Administrator access required');
}
