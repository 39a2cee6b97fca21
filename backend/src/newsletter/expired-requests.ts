import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { ExpiredRows } from '../infrastructure/database/expired-rows.sweeper';

/**
 * Newsletter requests never confirmed, a day after their link expired: the address never consented (PDPA section
 * 19), so the shop has no reason to keep it. Subscribed and unsubscribed rows stay: they record consent and its
 * withdrawal.
 */
@Injectable()
export class ExpiredNewsletterRequests implements ExpiredRows {
  readonly what = 'unconfirmed newsletter requests';

  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async sweep(): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM newsletter_subscriptions
       WHERE status = 'pending' AND consented_at IS NULL AND confirm_expires_at < now() - interval '1 day'`,
    );
    return rowCount ?? 0;
  }
}
