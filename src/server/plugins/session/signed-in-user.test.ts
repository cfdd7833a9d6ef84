import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../fastify-types.js';
import { errorHandlerPlugin } from '../error-handler.js';
import { signedInUser } from './session.plugin.js';

const asha: AuthUser = { id: 'u1', username: 'asha', email: 'asha@example.in', isAdmin: false, sessionId: 's1', sessionKind: 'customer', staffRole: null };

/** A route that forgot its `requireUser` pre-handler: the guard in the handler alone must refuse a stranger. */
async function appWith(user: AuthUser | null) {
  const app = Fastify();
  await app.register(errorHandlerPlugin);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    request.user = user;
  });
  app.get('/api/mine', async (request) => ({ id: signedInUser(request).id }));
  await app.ready();
  return app;
}

describe('signedInUser', () => {
  it('hands the handler the signed-in user', async () => {
    const app = await appWith(asha);
    expect((await app.inject({ url: '/api/mine' })).json()).toEqual({ id: 'u1' });
    await app.close();
  });

  it('answers 401 when nobody is signed in, even on a route without the pre-handler', async () => {
    const app = await appWith(null);
    const res = await app.inject({ url: '/api/mine' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Authentication required. Please sign in.' });
    await app.close();
  });
});
