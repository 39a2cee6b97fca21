import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { type ApiErrorBody, type ErrorCode, errorCatalogue } from '@sound-putter/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '../cqrs/domain-error';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../database/database-unavailable';
import { SpaFallback } from './spa-fallback';

const codeForStatus = (status: number): ErrorCode => {
  switch (status) {
    case 400:
      return 'bad_request';
    case 401:
      return 'unauthenticated';
    case 403:
      return 'forbidden';
    case 404:
      return 'not_found';
    case 409:
      return 'conflict';
    case 422:
      return 'validation_failed';
    case 429:
      return 'too_many_requests';
    case 503:
      return 'service_unavailable';
    default:
      return status >= 500 ? 'internal_error' : 'bad_request';
  }
};

const fastifyCodes: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'malformed_url',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
};

/** Turns anything thrown into `{ message, status, code, details }`; never a stack trace, never a 500 for bad input. */
export function toErrorBody(error: unknown): ApiErrorBody {
  if (error instanceof DomainError) {
    return { message: error.message, status: error.status, code: error.code, details: error.details ?? {} };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    if (status === 400 && /JSON/i.test(error.message))
      return { ...errorCatalogue.malformed_json, code: 'malformed_json', details: {} };
    const response = error.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : typeof (response as { message?: unknown }).message === 'string'
          ? (response as { message: string }).message
          : error.message;
    return { message, status, code: codeForStatus(status), details: {} };
  }
  // Errors raised by Fastify itself before a route runs (URL decoding, body parsing, size limits, media types).
  const fastifyError = error as { statusCode?: number; code?: string; message?: string };
  if (typeof fastifyError.statusCode === 'number' && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    if (fastifyError.code?.startsWith('FST_ERR_CTP_') && /JSON/i.test(fastifyError.message ?? '')) {
      return { ...errorCatalogue.malformed_json, code: 'malformed_json', details: {} };
    }
    const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
    if (known) return { ...errorCatalogue[known], code: known, details: {} };
    return {
      message: fastifyError.message ?? 'Bad request',
      status: fastifyError.statusCode,
      code: codeForStatus(fastifyError.statusCode),
      details: {},
    };
  }
  if (isDatabaseUnavailable(error)) {
    return { ...errorCatalogue.service_unavailable, code: 'service_unavailable', details: {} };
  }
  return { ...errorCatalogue.internal_error, code: 'internal_error', details: {} };
}

/** Fastify's `frameworkErrors`: errors it answers before any route or hook runs (a URL it cannot decode). */
export function sendFrameworkError(error: Error, _req: FastifyRequest, reply: FastifyReply): void {
  const body = toErrorBody(error);
  void reply.status(body.status).header('content-type', 'application/json; charset=utf-8').send(body);
}

/** Seconds a 429 or 503 tells the client to wait: an error's own `retryAfterSeconds`, or a fixed pause for an unreachable database. */
function retryAfterOf(error: unknown): number | undefined {
  const own = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (typeof own === 'number') return own;
  return isDatabaseUnavailable(error) ? DATABASE_RETRY_AFTER_SECONDS : undefined;
}

@Catch()
export class AppErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('http');

  constructor(private readonly spa: SpaFallback | null = null) {}

  catch(error: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const reply = ctx.getResponse<FastifyReply>();
    const req = ctx.getRequest<FastifyRequest>();
    const body = toErrorBody(error);
    if (body.status === 404 && this.spa?.handles(req)) {
      void this.spa.send(reply);
      return;
    }
    const retryAfter = retryAfterOf(error);
    if (retryAfter !== undefined) void reply.header('retry-after', String(retryAfter));
    if (body.status === 503) {
      // Expected while a dependency restarts (readiness says so too): one line, no stack.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.warn({ correlationId: req?.id, url: req?.url, reason }, 'service unavailable');
    } else if (body.status >= 500) {
      this.logger.error({ err: error, correlationId: req?.id, url: req?.url }, 'request failed');
    }
    void reply.status(body.status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
