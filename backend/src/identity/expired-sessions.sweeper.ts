import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'pg';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Deletes sign-in sessions a day after they expired or were revoked. Sign-in only tidies the signing-in user's own
 * rows; without this, sessions of people who never come back would stay forever. Runs in the worker; several
 * workers sweeping at once is harmless (the delete is idempotent).
 */
@Injectable()
export class ExpiredSessionsSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('sessions');
  private timer: NodeJS.Timeout | null = null;

  constructor(@Inject(Pool) private readonly pool: Pool) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () => void this.sweep().catch((err: unknown) => this.logger.warn({ err }, 'sweep failed')),
      SWEEP_EVERY_MS,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    if (this.timer) clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM sessions
       WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'`,
    );
    if (rowCount) this.logger.log(`removed ${rowCount} ended sign-in sessions`);
    return rowCount ?? 0;
  }
}
