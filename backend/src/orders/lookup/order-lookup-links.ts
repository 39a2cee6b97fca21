import { Inject, Injectable } from '@nestjs/common';
import type { MailLanguage, OrderLookupOpened } from '@sound-putter/contracts';
import { Pool } from 'pg';
import { MailOutbox } from '../../mail';
import { Clock } from '../../infrastructure/clock/clock';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { withTransaction } from '../../infrastructure/database/with-transaction';
import { linkTokenHash, newLinkToken } from '../../infrastructure/links/link-token';

/** A mailed link opens once, within this long after it was asked for. */
export const LOOKUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;
/** Once opened, the browser sees the address's orders this long. */
export const LOOKUP_ACCESS_TTL_MS = 24 * 60 * 60 * 1000;

interface LinkRow {
  opened_at: Date | null;
  link_expires_at: Date;
}

/**
 * "Track by e-mail" without telling anyone which addresses bought: a lookup only mails the address a link, and
 * the browser that opens it (by its bound x-session-id) sees that address's orders in full for a day.
 */
@Injectable()
export class OrderLookupLinks {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
  ) {}

  /** Mails a link to the address, whether or not it has orders (the link then opens an empty list). */
  async request(email: string, language: MailLanguage): Promise<void> {
    const token = newLinkToken();
    const hash = linkTokenHash(token);
    const now = this.clock.now();
    await withTransaction(this.pool, async (tx) => {
      await tx.query(
        `INSERT INTO order_lookup_links (token_hash, email, created_at, link_expires_at) VALUES ($1, $2, $3, $4)`,
        [hash, email, now, new Date(now.getTime() + LOOKUP_LINK_TTL_MS)],
      );
      await this.outbox.enqueue(
        [
          {
            key: `order-lookup:${hash.toString('hex')}`,
            kind: 'order-lookup-link',
            to: email,
            language,
            data: { token, validHours: LOOKUP_LINK_TTL_MS / 3_600_000 },
          },
        ],
        tx,
      );
    });
  }

  /** Opens a link once, binding its address to this browser session; used, expired or unknown links are refused. */
  async open(token: string, sessionId: string): Promise<OrderLookupOpened> {
    const hash = linkTokenHash(token);
    const now = this.clock.now();
    const accessUntil = new Date(now.getTime() + LOOKUP_ACCESS_TTL_MS);
    const { rows } = await this.pool.query<{ email: string }>(
      `UPDATE order_lookup_links SET opened_at = $2, session_id = $3, access_expires_at = $4
       WHERE token_hash = $1 AND opened_at IS NULL AND link_expires_at > $2 RETURNING email`,
      [hash, now, sessionId, accessUntil],
    );
    if (rows[0]) return { email: rows[0].email, accessExpiresAt: accessUntil.toISOString() };
    const { rows: found } = await this.pool.query<LinkRow>(
      'SELECT opened_at, link_expires_at FROM order_lookup_links WHERE token_hash = $1',
      [hash],
    );
    if (!found[0]) throw new DomainError('lookup_link_invalid');
    throw new DomainError(found[0].opened_at ? 'lookup_link_used' : 'lookup_link_expired');
  }
}
