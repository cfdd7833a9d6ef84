import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/connection-errors.js';

export const UNAVAILABLE_MESSAGE = 'The shop is temporarily unavailable. Please try again shortly.';

/** Thrown by services for expected failures; the handler turns it into `{ message }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * The first problem as the API answers it: `message` is the schema's own words (the spec's texts, §5,
 * shown to people as they are) and `field` names the field it is about, on its own (ADR 41).
 */
function describeValidation(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
  context: string,
): { message: string; field?: string } {
  const first = error.validation[0];
  const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
  const text = first?.message ?? 'is invalid';
  return field ? { message: text, field } : { message: `Invalid ${context}: ${text}` };
}

/** Every error leaves as `{ message, requestId }` with a 4xx for the client's mistakes; internals are logged, never sent. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send({ message: error.message, requestId: request.id });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ ...describeValidation(error, error.validationContext ?? 'request'), requestId: request.id });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Request body is not valid JSON'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large'
            : error.message;
      return reply.code(status).send({ message, requestId: request.id });
    }
    if (isDatabaseUnavailable(error) || error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      // Not our bug and not the client's: the database is away or too slow. Retry-After lets clients and proxies back off.
      request.log.warn({ err: error }, 'answered 503: database unavailable or request timed out');
      return reply.code(503).header('retry-after', '5').send({ message: UNAVAILABLE_MESSAGE, requestId: request.id });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Something went wrong on our side. Please try again.', requestId: request.id });
  });
});
