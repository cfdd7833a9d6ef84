import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactBodySchema, contentReplySchema, CONTACT_SENT_MESSAGE } from '../../../shared/content/contact.schema.js';
import { newsletterBodySchema, NEWSLETTER_ALREADY_MESSAGE, NEWSLETTER_SUBSCRIBED_MESSAGE } from '../../../shared/content/newsletter.schema.js';
import { errorResponseSchema } from '../../../shared/errors.schema.js';
import { submitContactMessage } from './contact.service.js';
import { subscribeToNewsletter } from './newsletter.service.js';
import type { Db } from '../../db/client.js';
import type { OutgoingMessage } from '../../mail/mailer.js';

/**
 * Per-IP budgets against floods of stored rows and outgoing mail. Each route has its own groupId:
 * the shared PostgreSQL store keys counters by IP + group, so the two never eat each other's budget.
 */
export const CONTACT_RATE_LIMIT = { max: 5, timeWindow: '10 minutes', groupId: 'contact' };
export const NEWSLETTER_RATE_LIMIT = { max: 10, timeWindow: '10 minutes', groupId: 'newsletter' };

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const ctx = { mailer: app.mailer, config: app.config, queueMailIn: (tx: Db, message: OutgoingMessage) => app.jobs.queueMailIn(tx, message) };

  api.post(
    '/api/contact',
    {
      config: { rateLimit: CONTACT_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the shop (contact page, help widget): stored, then mailed to SHOP_EMAIL',
        body: contactBodySchema,
        response: { 201: contentReplySchema, ...errors, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { ticket } = await submitContactMessage(app.db, ctx, request.body);
      return reply.code(201).send(ticket ? { message: `${CONTACT_SENT_MESSAGE} Your ticket number is ${ticket}.`, ticket } : { message: CONTACT_SENT_MESSAGE });
    },
  );

  api.post(
    '/api/newsletter',
    {
      config: { rateLimit: NEWSLETTER_RATE_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'Subscribe an email to the newsletter (a welcome mail with an unsubscribe link follows); 201 when new, 200 when already subscribed',
        body: newsletterBodySchema,
        response: { 200: contentReplySchema, 201: contentReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { created } = await subscribeToNewsletter(app.db, { queueMailIn: ctx.queueMailIn, publicUrl: app.config.publicUrl }, request.body.email, 'footer');
      return created ? reply.code(201).send({ message: NEWSLETTER_SUBSCRIBED_MESSAGE }) : reply.code(200).send({ message: NEWSLETTER_ALREADY_MESSAGE });
    },
  );
}
