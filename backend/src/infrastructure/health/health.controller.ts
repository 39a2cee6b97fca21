import { Controller, Get, HttpCode, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Redis } from 'ioredis';
import { Pool } from 'pg';
import { ApiContract } from '../../infrastructure/http/api-contract';

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    @Inject(Redis) private readonly redis: Redis,
  ) {}

  /** The process is up and serving. */
  @ApiContract({ body: 'Liveness', sessionExempt: true })
  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process is up and serving' })
  @HttpCode(200)
  live() {
    return { status: 'ok' };
  }

  /** The process can do its work: PostgreSQL and Redis answer. */
  @ApiContract({ body: 'Readiness', sessionExempt: true, errors: ['service_unavailable'] })
  @Get('ready')
  @ApiOperation({ summary: 'Readiness: PostgreSQL and Redis answer (503 service_unavailable otherwise)' })
  async ready() {
    const [postgres, redis] = await Promise.all([
      withTimeout(this.pool.query('SELECT 1'), 2000).then(
        () => 'ok',
        () => 'down',
      ),
      withTimeout(this.redis.ping(), 2000).then(
        () => 'ok',
        () => 'down',
      ),
    ]);
    const checks = { postgres, redis };
    if (postgres !== 'ok' || redis !== 'ok') {
      throw new ServiceUnavailableException({ message: `Not ready: ${JSON.stringify(checks)}`, checks });
    }
    return { status: 'ok', checks };
  }
}
