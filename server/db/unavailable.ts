/**
 * Whether a failure means the database could not be reached or lost the connection (a failover,
 * a restart), as opposed to a refusal of the statement itself. Nothing the request did was
 * committed then, or its commit is unknown: only a retry with the same Idempotency-Key may tell.
 */

/**
 * SQLSTATEs: class 08 (connection exception), 57P01–57P03 (the server shutting down, crashed or
 * not accepting connections yet), 25006 (a write sent to a node that has become a standby); and
 * the socket's own codes.
 */
const unavailableCodes = /^(08...|57P0[123]|25006|ECONNREFUSED|ECONNRESET|EPIPE|ETIMEDOUT)$/;

/** node-postgres says these in words only: a socket closed under a query, a connect timed out. */
const unavailableMessages =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code } = cause as { code?: unknown };
    if (typeof code === 'string' && unavailableCodes.test(code)) return true;
    if (unavailableMessages.test(cause.message)) return true;
  }
  return false;
}
