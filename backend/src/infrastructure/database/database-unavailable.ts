/** Errors meaning "PostgreSQL cannot be reached right now": answered 503 with Retry-After, not as a bug. */

/** SQLSTATEs PostgreSQL sends while it cannot serve: class 08 (connection exception) and the operator-intervention codes. */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300']);

/** Node's socket and DNS error codes on connect or mid-connection. */
const unreachableSocketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** node-postgres reports a cut or timed-out connection with plain Errors; these are their messages. */
const lostConnectionMessages = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect$/,
  /^Client has encountered a connection error and is not queryable$/,
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (code.length === 5 && (code.startsWith('08') || unavailableSqlStates.has(code))) return true;
    if (unreachableSocketCodes.has(code)) return true;
  }
  if (lostConnectionMessages.some((pattern) => pattern.test(error.message))) return true;
  // An AggregateError (Node's happy-eyeballs connect to several addresses) is unreachable if all its parts are.
  if (error instanceof AggregateError && error.errors.length > 0) return error.errors.every(isDatabaseUnavailable);
  return false;
}

/** Seconds a 503 for an unreachable database asks the client to wait before trying again. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
