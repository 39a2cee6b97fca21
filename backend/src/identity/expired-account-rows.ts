import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { ExpiredRows } from '../infrastructure/database/expired-rows.sweeper';

/**
 * Sign-in sessions a day after they expired or were revoked. Sign-in only tidies the signing-in user's own rows;
 * the worker's sweeper removes the rest.
 */
@Injectable()
export class ExpiredSessions implements ExpiredRows {
  readonly what = 'ended sign-in sessions';

  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async sweep(): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM sessions
       WHERE expires_at < now() - interval '1 day' OR revoked_at < now() - interval '1 day'`,
    );
    return rowCount ?? 0;
  }
}

/** Mailed account links (verify, reset, e-mail change) a day past their expiry, used or not: they open nothing. */
@Injectable()
export class ExpiredAccountTokens implements ExpiredRows {
  readonly what = 'expired account links';

  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async sweep(): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM account_tokens WHERE expires_at < now() - interval '1 day'`,
    );
    return rowCount ?? 0;
  }
}
