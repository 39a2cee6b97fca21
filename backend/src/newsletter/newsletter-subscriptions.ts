import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type MailLanguage, type NewsletterStatus, PRIVACY_POLICY_VERSION } from '@sound-putter/contracts';
import type { ClientBase } from 'pg';
import { Pool } from 'pg';
import { emailKey } from '../identity';
import { MailOutbox, newsletterOneClickUrl, newsletterUnsubscribeUrl } from '../mail';
import { AppConfig } from '../infrastructure/config/app-config';
import { Clock } from '../infrastructure/clock/clock';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import { withTransaction } from '../infrastructure/database/with-transaction';
import { linkTokenHash, newLinkToken } from '../infrastructure/links/link-token';

/** A confirmation link works this long after the subscription was asked for. */
export const CONFIRM_LINK_TTL_MS = 48 * 60 * 60 * 1000;

/** The idempotency keys name the address by a hash of its key, not the address itself. */
const keyId = (key: string): string => createHash('sha256').update(key).digest('hex').slice(0, 32);

/**
 * The newsletter by double opt-in (PDPA section 19): asking only mails a confirmation link; the link records
 * consent (time, privacy policy version); every newsletter mail carries its own unsubscribe link.
 */
@Injectable()
export class NewsletterSubscriptions {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly clock: Clock,
    private readonly outbox: MailOutbox,
    private readonly config: AppConfig,
  ) {}

  /** Mails a confirmation link, unless the address is subscribed already (the caller's answer is the same). */
  async subscribe(email: string, language: MailLanguage): Promise<void> {
    const key = emailKey(email);
    const token = newLinkToken();
    const hash = linkTokenHash(token);
    const now = this.clock.now();
    await withTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query<{ status: string }>(
        `INSERT INTO newsletter_subscriptions
           (email_key, email, language, status, requested_at, confirm_token_hash, confirm_expires_at)
         VALUES ($1, $2, $3, 'pending', $4, $5, $6)
         ON CONFLICT (email_key) DO UPDATE SET
           email = EXCLUDED.email, language = EXCLUDED.language, status = 'pending',
           requested_at = EXCLUDED.requested_at, confirm_token_hash = EXCLUDED.confirm_token_hash,
           confirm_expires_at = EXCLUDED.confirm_expires_at
         WHERE newsletter_subscriptions.status <> 'subscribed'
         RETURNING status`,
        [key, email, language, now, hash, new Date(now.getTime() + CONFIRM_LINK_TTL_MS)],
      );
      if (rows.length === 0) return;
      await this.outbox.enqueue(
        [
          {
            key: `newsletter:${keyId(key)}:confirm:${hash.toString('hex')}`,
            kind: 'newsletter-confirm',
            to: email,
            language,
            data: { token, validHours: CONFIRM_LINK_TTL_MS / 3_600_000 },
          },
        ],
        tx,
      );
    });
  }

  /** Records consent once; a repeat of a used link answers the same. Unknown or expired links are refused. */
  async confirm(token: string): Promise<NewsletterStatus> {
    const hash = linkTokenHash(token);
    const now = this.clock.now();
    return withTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query<{ email_key: string; email: string; language: MailLanguage }>(
        `UPDATE newsletter_subscriptions
            SET status = 'subscribed', consented_at = $2, policy_version = $3, unsubscribed_at = NULL
          WHERE confirm_token_hash = $1 AND status = 'pending' AND confirm_expires_at > $2
          RETURNING email_key, email, language`,
        [hash, now, PRIVACY_POLICY_VERSION],
      );
      const confirmed = rows[0];
      if (!confirmed) return this.whyNotConfirmed(tx, hash);
      const unsubscribeToken = await this.unsubscribeLink(tx, confirmed.email_key);
      await this.outbox.enqueue(
        [
          {
            key: `newsletter:${keyId(confirmed.email_key)}:welcome:${hash.toString('hex')}`,
            kind: 'newsletter-welcome',
            to: confirmed.email,
            language: confirmed.language,
            data: this.newsletterData(unsubscribeToken, confirmed.language),
          },
        ],
        tx,
      );
      return { status: 'subscribed' };
    });
  }

  private async whyNotConfirmed(tx: ClientBase, hash: Buffer): Promise<NewsletterStatus> {
    const { rows } = await tx.query<{ status: string }>(
      'SELECT status FROM newsletter_subscriptions WHERE confirm_token_hash = $1',
      [hash],
    );
    if (rows[0]?.status === 'subscribed') return { status: 'subscribed' };
    if (rows[0]?.status === 'pending') throw new DomainError('newsletter_link_expired');
    throw new DomainError('newsletter_link_invalid');
  }

  /**
   * What every newsletter mail's data carries: its unsubscribe token, the page's URL (the layout's footer link) and
   * the RFC 8058 one-click URL (for a List-Unsubscribe header).
   */
  private newsletterData(unsubscribeToken: string, language: MailLanguage): Record<string, string> {
    const shopUrl = this.config.shopUrl;
    return {
      unsubscribeToken,
      unsubscribeUrl: newsletterUnsubscribeUrl(shopUrl, unsubscribeToken, language),
      listUnsubscribeUrl: newsletterOneClickUrl(shopUrl, unsubscribeToken),
    };
  }

  /**
   * A new unsubscribe link for one newsletter mail to the address (`data.unsubscribeToken` of that mail): every
   * newsletter mail gets its own, and each keeps working while the subscription row lives.
   */
  async unsubscribeLink(db: ClientBase, key: string): Promise<string> {
    const token = newLinkToken();
    await db.query('INSERT INTO newsletter_unsubscribe_links (token_hash, email_key, created_at) VALUES ($1, $2, $3)', [
      linkTokenHash(token),
      key,
      this.clock.now(),
    ]);
    return token;
  }

  /** Withdraws consent at once (as easily as it was given); a repeat answers the same. */
  async unsubscribe(token: string): Promise<NewsletterStatus> {
    const { rows } = await this.pool.query(
      `UPDATE newsletter_subscriptions s
          SET status = 'unsubscribed',
              unsubscribed_at = CASE WHEN s.status = 'unsubscribed' THEN s.unsubscribed_at ELSE $2 END
         FROM newsletter_unsubscribe_links l
        WHERE l.token_hash = $1 AND s.email_key = l.email_key
        RETURNING s.email_key`,
      [linkTokenHash(token), this.clock.now()],
    );
    if (rows.length === 0) throw new DomainError('newsletter_link_invalid');
    return { status: 'unsubscribed' };
  }

  /** PDPA erasure: the address's subscription, its consent record and its unsubscribe links. */
  async forget(email: string): Promise<number> {
    const { rowCount } = await this.pool.query(
      'DELETE FROM newsletter_subscriptions WHERE email_key = $1 OR lower(email) = lower($2)',
      [emailKey(email), email.trim()],
    );
    return rowCount ?? 0;
  }
}
