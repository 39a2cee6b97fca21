import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../infrastructure/config/app-config';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { RateLimiter, type RateRule } from '../../infrastructure/rate-limit/rate-limiter';
import { rateRules } from '../../infrastructure/rate-limit/rate-rules';

/** Bounds how many new pending orders (and payment intents) one client address opens per hour, across replicas. */
@Injectable()
export class NewOrderLimit {
  private readonly rule: RateRule;

  constructor(
    private readonly limiter: RateLimiter,
    config: AppConfig,
  ) {
    this.rule = rateRules(config).newOrders;
  }

  /** Counts one new order for the address; 429 beyond the limit. */
  async take(clientIp: string): Promise<void> {
    const { limit, windowMs } = this.rule;
    if (!(await this.limiter.take(this.rule, clientIp)).allowed) {
      throw new DomainError(
        'too_many_requests',
        `At most ${limit} new orders an hour can be placed from one address. Please try again later.`,
        { limit, windowSeconds: windowMs / 1000 },
      );
    }
  }

  /** Takes back a count that opened no new order (a repeat checkout, or one that failed before it opened one). */
  async giveBack(clientIp: string): Promise<void> {
    await this.limiter.giveBack({ rule: this.rule, key: clientIp });
  }
}
