import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { ExpiredRows } from '../infrastructure/database/expired-rows.sweeper';

/** Receipt links (the kiosk's QR codes) a day after they stopped opening anything. */
@Injectable()
export class ExpiredReceiptLinks implements ExpiredRows {
  readonly what = 'expired receipt links';

  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async sweep(): Promise<number> {
    const { rowCount } = await this.pool.query(`DELETE FROM receipt_links WHERE expires_at < now() - interval '1 day'`);
    return rowCount ?? 0;
  }
}
