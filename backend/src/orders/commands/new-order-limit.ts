import { Inject, Injectable } from '@nestjs/common';
import { Redis } from 'ioredis';
import { Clock } from '../../infrastructure/clock/clock';
import { AppConfig } from '../../infrastructure/config/app-config';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { redisNamespace } from '../../infrastructure/redis/redis-namespace';

const WINDOW_SECONDS = 60 * 60;

/** Bounds how many new pending orders (and payment intents) one client address opens per hour, across replicas. */
@Injectable()
export class NewOrderLimit {
  constructor(
    @Inject(Redis) private readonly redis: Redis,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  /** Counts one new order for the address; 429 beyond the limit. */
  async take(clientIp: string): Promise<void> {
    const key = this.keyOf(clientIp);
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, WINDOW_SECONDS).exec()) as [[null, number]];
    const limit = this.config.NEW_ORDERS_PER_IP_PER_HOUR;
    if (count > limit) {
      throw new DomainError(
        'too_many_requests',
        `At most ${limit} new orders an hour can be placed from one address. Please try again later.`,
        { limit, windowSeconds: WINDOW_SECONDS },
      );
    }
  }

  /** Takes back a count that opened no new order (a repeat checkout, or one that failed before it opened one). */
  async giveBack(clientIp: string): Promise<void> {
    await this.redis.decr(this.keyOf(clientIp));
  }

  private keyOf(clientIp: string): string {
    const window = Math.floor(this.clock.now().getTime() / 1000 / WINDOW_SECONDS);
    // Namespaced by database, as the queues are: shops (and test runs) sharing a Redis keep their own counts.
    return `${redisNamespace(this.config.DATABASE_URL)}:new-orders:${clientIp}:${window}`;
  }
}
