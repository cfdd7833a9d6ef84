import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentReplySchema } from '../../../shared/content/contact.schema.js';
import {
  NEWSLETTER_UNSUBSCRIBED_MESSAGE,
  UNSUBSCRIBE_LINK_INVALID,
  unsubscribeQuerySchema,
  unsubscribeStateSchema,
  type UnsubscribeQuery,
} from '../../../shared/content/newsletter.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import type { Db } from '../../db/client.js';
import { HttpError } from '../../plugins/error-handler.js';
import { isUnsubscribeToken } from './newsletter-links.js';
import { subscriberState, unsubscribeSubscriber } from './newsletter.service.js';

/** Generous: a valid link cannot be guessed, this only keeps a flood of bad ones off the database. */
export const UNSUBSCRIBE_RATE_LIMIT = { max: 60, timeWindow: '10 minutes', groupId: 'newsletter-unsubscribe' };

const errors = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

/** A tampered, foreign or stale link answers 404 like a missing subscriber, and changes nothing. */
async function requireValidLink(db: Db, query: UnsubscribeQuery): Promise<void> {
  if (!(await isUnsubscribeToken(db, query.subscriber, query.token))) throw new HttpError(404, UNSUBSCRIBE_LINK_INVALID);
}

/**
 * The newsletter's unsubscribe link, no sign-in needed (ADR 67). The mail's text links the storefront
 * page `/newsletter/unsubscribe?…`, which reads the state here and POSTs on its button; the mail's
 * `List-Unsubscribe` header names the POST address itself, which mail clients call with the body
 * `List-Unsubscribe=One-Click` (RFC 8058). Both are idempotent.
 */
export async function newsletterUnsubscribeRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  // RFC 8058's POST is a form (`List-Unsubscribe=One-Click`, urlencoded or multipart); everything the
  // route needs is in the signed URL, so the body is read (to 1 KiB) and set aside.
  for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
    app.addContentTypeParser(type, { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, undefined));
  const tags = ['contact'];

  api.get(
    '/api/newsletter/unsubscribe',
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Whose subscription a signed unsubscribe link names, and whether it is on',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeStateSchema, ...errors },
      },
    },
    async (request) => {
      await requireValidLink(app.db, request.query);
      const state = await subscriberState(app.db, request.query.subscriber);
      if (!state) throw new HttpError(404, UNSUBSCRIBE_LINK_INVALID);
      return state;
    },
  );

  api.post(
    '/api/newsletter/unsubscribe',
    {
      config: { rateLimit: UNSUBSCRIBE_RATE_LIMIT },
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058) by the signed link of a newsletter mail; idempotent',
        querystring: unsubscribeQuerySchema,
        response: { 200: contentReplySchema, ...errors },
      },
    },
    async (request) => {
      await requireValidLink(app.db, request.query);
      await unsubscribeSubscriber(app.db, request.query.subscriber).catch((error: unknown) => {
        // A signed link to a row that is gone (its account was deleted) reads as the same invalid link.
        if (error instanceof HttpError && error.statusCode === 404) throw new HttpError(404, UNSUBSCRIBE_LINK_INVALID);
        throw error;
      });
      return { message: NEWSLETTER_UNSUBSCRIBED_MESSAGE };
    },
  );
}
