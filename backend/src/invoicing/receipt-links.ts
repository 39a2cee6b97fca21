import { Inject, Injectable } from '@nestjs/common';
import { apiPaths, LINK_TOKEN_PATTERN, RECEIPT_LINK_TTL_HOURS, type ReceiptLinkView } from '@sound-putter/contracts';
import { Pool } from 'pg';
import { Clock } from '../infrastructure/clock/clock';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import { linkTokenHash, newLinkToken } from '../infrastructure/links/link-token';

export const RECEIPT_LINK_TTL_MS = RECEIPT_LINK_TTL_HOURS * 60 * 60 * 1000;

/**
 * Links that open one order's receipt PDF without a session (the kiosk's QR code, for a walk-in's phone): a random
 * token, of which only the SHA-256 is kept, bound to the order and valid for RECEIPT_LINK_TTL_HOURS.
 */
@Injectable()
export class ReceiptLinks {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly clock: Clock,
  ) {}

  /** A new link to the order's receipt; the caller has checked that this session may read the order. */
  async create(orderId: string): Promise<ReceiptLinkView> {
    const token = newLinkToken();
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + RECEIPT_LINK_TTL_MS);
    await this.pool.query(
      'INSERT INTO receipt_links (token_hash, order_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
      [linkTokenHash(token), orderId, now, expiresAt],
    );
    return { path: apiPaths.orders.receipt(orderId, token), expiresAt: expiresAt.toISOString() };
  }

  /** Lets the token read this order's receipt, or refuses: unknown, altered or another order's (403), expired (410). */
  async assertOpens(orderId: string, token: unknown): Promise<void> {
    if (typeof token !== 'string' || !LINK_TOKEN_PATTERN.test(token)) throw new DomainError('receipt_link_invalid');
    const { rows } = await this.pool.query<{ order_id: string; expires_at: Date }>(
      'SELECT order_id, expires_at FROM receipt_links WHERE token_hash = $1',
      [linkTokenHash(token)],
    );
    const link = rows[0];
    if (!link || link.order_id !== orderId) throw new DomainError('receipt_link_invalid');
    if (link.expires_at.getTime() <= this.clock.now().getTime())
      throw new DomainError('receipt_link_expired', undefined, { expiredAt: link.expires_at.toISOString() });
  }
}
