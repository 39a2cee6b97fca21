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
