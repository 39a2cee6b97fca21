import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import type { ExpiredRows } from '../../infrastructure/database/expired-rows.sweeper';

/**
 * "Track by e-mail" links a day after they can do anything: never opened and past their expiry, or opened and past
 * the access they gave. Each row holds an address, so it goes once it has served.
 */
@Injectable()
export class ExpiredLookupLinks implements ExpiredRows {
  readonly what = 'expired order lookup links';

  constructor(@Inject(Pool) private readonly pool: Pool) {}

  async sweep(): Promise<number> {
    const { rowCount } = await this.pool.query(
      `DELETE FROM order_lookup_links
       WHERE link_expires_at < now() - interval '1 day'
         AND (access_expires_at IS NULL OR access_expires_at < now() - interval '1 day')`,
    );
    return rowCount ?? 0;
  }
}
