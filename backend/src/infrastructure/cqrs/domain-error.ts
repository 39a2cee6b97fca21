import { type ErrorCode, errorCatalogue } from '@sound-putter/contracts';

/**
 * A broken business rule. `code` is an entry of the contracts error catalogue, which also gives the HTTP status;
 * the HTTP error filter turns it into `{ message, status, code, details }`.
 */
export class DomainError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message ?? errorCatalogue[code].message);
    this.status = errorCatalogue[code].status;
    this.name = new.target.name;
  }
}

/** 422 with per-field messages, shaped like the validation pipe's output. */
export class ValidationFailed extends DomainError {
  constructor(fields: Record<string, string[]>, message = 'Validation failed') {
    super('validation_failed', message, fields);
  }
}

/**
 * 429 with a Retry-After header (set by the HTTP error filter); `details` names the limit and gives the seconds, or
 * is empty when no `limit` is named (a route's per-address limit).
 */
export class TooManyAttempts extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    limit?: string,
  ) {
    super('too_many_requests', message, limit === undefined ? undefined : { limit, retryAfterSeconds });
  }
}

/** The wait a 429's message gives: "1 minute", "10 minutes" (rounded up). */
export const inMinutes = (seconds: number): string => {
  const m = Math.max(1, Math.ceil(seconds / 60));
  return m === 1 ? '1 minute' : `${m} minutes`;
};

export class NotFound extends DomainError {
  constructor(code: ErrorCode = 'not_found', message?: string) {
    super(code, message);
  }
}

/** The stream kept moving under us more times than the retry budget allows. */
export class ConcurrencyConflict extends DomainError {
  constructor(streamId: string) {
    super('concurrency_conflict', undefined, { streamId });
  }
}
