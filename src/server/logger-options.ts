import { LogController, type FastifyLoggerOptions, type FastifyServerOptions } from 'fastify';

type PinoOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * Fields that may hold a credential if someone ever logs headers or a body: pino replaces them
 * before the line is written, so a careless `log.info({ body })` cannot leak a password or a code.
 * Fastify's own request lines carry no headers or bodies; this is the second line of defence.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.otp',
  '*.token',
  'body.code',
];

/** Probes hit every few seconds; one line each would bury the requests that matter. */
const UNLOGGED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

/** JSON lines on stdout (pino's default), at the configured level, with credentials redacted. */
export function loggerOptions(level: string, stream?: FastifyLoggerOptions['stream']): PinoOptions {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, ...(stream ? { stream } : {}) };
}

/** Names the request id `requestId` in log lines, the same name error answers use. */
export function logController(): LogController {
  return new LogController({
    requestIdLogLabel: 'requestId',
    disableRequestLogging: (request: { url?: string }) => UNLOGGED_PATHS.has((request.url ?? '').split('?')[0] ?? ''),
  });
}
