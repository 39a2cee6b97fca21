import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { errorCatalogue } from '@sound-putter/contracts';
import type { FastifyRequest } from 'fastify';
import { AppConfig } from '../config/app-config';
import { TooManyAttempts } from '../cqrs/domain-error';
import { addressKey } from './client-address';
import { RateLimiter, retryAfterSeconds } from './rate-limiter';
import { rateRules, type RateRules } from './rate-rules';

/** A route's limit: which rule, and what in the request it counts per. */
export interface RequestLimit {
  rule: keyof RateRules;
  key: (req: FastifyRequest) => string;
}

/** Counts per client address (IPv6 by its /64). */
export const byAddress = (req: FastifyRequest): string => addressKey(req.ip);

const LIMITS = 'rate-limits';

/**
 * Counts every request to the route on each limit, in one atomic step and before its body is validated; past
 * one, 429 `too_many_requests` with Retry-After and the catalogue's message (the later limits are not counted).
 */
export const RateLimit = (...limits: RequestLimit[]) =>
  applyDecorators(SetMetadata(LIMITS, limits), UseGuards(RateLimitGuard));

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly rules: RateRules;

  constructor(
    private readonly limiter: RateLimiter,
    private readonly reflector: Reflector,
    config: AppConfig,
  ) {
    this.rules = rateRules(config);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limits = this.reflector.get<RequestLimit[] | undefined>(LIMITS, context.getHandler()) ?? [];
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    const verdict = await this.limiter.check(limits.map((l) => ({ rule: this.rules[l.rule], key: l.key(req) })));
    if (!verdict.allowed) {
      throw new TooManyAttempts(errorCatalogue.too_many_requests.message, retryAfterSeconds(verdict));
    }
    return true;
  }
}
