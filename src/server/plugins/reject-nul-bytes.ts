import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './error-handler.js';

/**
 * PostgreSQL text and jsonb cannot hold U+0000: a NUL anywhere in a value reaching SQL fails the
 * statement mid-request (a 500, possibly after earlier writes). No form of ours has a use for it,
 * so it is refused once, before validation, for every route.
 */
function containsNul(root: unknown): boolean {
  // Iterative: a deeply nested JSON body must not be able to overflow the stack here.
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (Array.isArray(value)) {
      // Not push(...value): spreading half a million elements would overflow the stack too.
      for (const item of value) pending.push(item);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

export const rejectNulBytesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new HttpError(400, 'Text must not contain NUL characters');
    }
  });
});
