/**
 * Tells "the database cannot be reached right now" apart from every other failure, so the shop can
 * answer 503 (try again shortly) instead of 500 (our bug) while PostgreSQL is down, restarting or
 * cut off. Drizzle wraps driver errors (`cause`) and Node may report several addresses at once
 * (`AggregateError.errors`), so the whole chain is searched.
 */

/** Socket-level failures between us and the database server. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * SQLSTATEs meaning "not now": class 08 (connection exception), the server shutting down or still
 * starting (57P01–57P03), too many connections (53300) and a statement cancelled by
 * statement_timeout (57014), which under load is an overloaded database rather than bad input.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300|57014)$/;

/** node-postgres and pg-pool report lost or impossible connections by message only. */
const DRIVER_MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Query read timeout/i,
  /is not queryable/i,
  /Cannot use a pool after calling end/i,
];

function ownSignals(error: object): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.some((pattern) => pattern.test(message));
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  if (ownSignals(error)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(cause, depth + 1)) return true;
  return Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1));
}
