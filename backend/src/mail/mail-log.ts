import { Inject, Injectable } from '@nestjs/common';
import type { MailLogEntry, MailStatus } from '@sound-putter/contracts';
import { Pool } from 'pg';
import { DomainError } from '../infrastructure/cqrs/domain-error';

interface EntryRow {
  id: string;
  kind: string;
  recipient: string;
  language: 'en' | 'th';
  status: MailStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
  created_at: Date;
  sent_at: Date | null;
  message_id: string | null;
  order_id: string | null;
  resend_of: string | null;
  log: { outcome: 'sent' | 'failed'; at: string; error: string | null }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const LIST_LIMIT = 200;

/** What MailErasure leaves in a mail's recipient. */
const ERASED = 'erased';

const selectEntries = `
  SELECT m.id, m.kind, m.recipient, m.language, m.status, m.attempts, m.last_error, m.next_attempt_at, m.created_at,
         m.sent_at, m.message_id, m.order_id, m.resend_of,
         COALESCE((SELECT json_agg(json_build_object('outcome', a.outcome, 'at', a.at, 'error', a.error) ORDER BY a.id)
                   FROM mail_attempts a WHERE a.mail_id = m.id), '[]') AS log
  FROM mail_outbox m`;

const entryOf = (row: EntryRow): MailLogEntry => ({
  id: row.id,
  kind: row.kind,
  to: row.recipient,
  language: row.language,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptAt: row.status === 'pending' || row.status === 'failed' ? row.next_attempt_at.toISOString() : null,
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at?.toISOString() ?? null,
  messageId: row.message_id,
  orderId: row.order_id,
  resendOf: row.resend_of,
  log: row.log.map((a) => ({ outcome: a.outcome, at: new Date(a.at).toISOString(), error: a.error })),
});

/** What staff see of the outbox and do with it: the log, dead letters, retry, resend. */
@Injectable()
export class MailLog {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  /** The newest mails first, of one status when given. */
  async list(status?: MailStatus): Promise<MailLogEntry[]> {
    const { rows } = await this.pool.query<EntryRow>(
      `${selectEntries} WHERE $1::text IS NULL OR m.status = $1 ORDER BY m.created_at DESC, m.id LIMIT ${LIST_LIMIT}`,
      [status ?? null],
    );
    return rows.map(entryOf);
  }

  /** Every mail of one order, oldest first (the order's history). */
  async ofOrder(orderId: string): Promise<MailLogEntry[]> {
    if (!UUID.test(orderId)) return [];
    const { rows } = await this.pool.query<EntryRow>(
      `${selectEntries} WHERE m.order_id = $1 ORDER BY m.created_at, m.id`,
      [orderId],
    );
    return rows.map(entryOf);
  }

  async get(id: string): Promise<MailLogEntry> {
    const { rows } = UUID.test(id)
      ? await this.pool.query<EntryRow>(`${selectEntries} WHERE m.id = $1`, [id])
      : { rows: [] };
    if (!rows[0]) throw new DomainError('mail_not_found');
    return entryOf(rows[0]);
  }

  /** A mail erased with its customer (PDPA) has no recipient left: it is never sent again. */
  private async sendable(id: string): Promise<MailLogEntry> {
    const mail = await this.get(id);
    if (mail.to === ERASED)
      throw new DomainError('conflict', 'This mail was erased with its customer and cannot be sent.');
    return mail;
  }

  async byKey(key: string): Promise<MailLogEntry> {
    const { rows } = await this.pool.query<EntryRow>(`${selectEntries} WHERE m.idempotency_key = $1`, [key]);
    if (!rows[0]) throw new DomainError('mail_not_found');
    return entryOf(rows[0]);
  }

  /** A dead mail gets a new round of attempts, due now; its log keeps the earlier ones. */
  async retry(id: string): Promise<MailLogEntry> {
    const current = await this.sendable(id);
    const { rowCount } = await this.pool.query(
      `WITH revived AS (
         UPDATE mail_outbox SET status = 'pending', attempts = 0, next_attempt_at = now()
         WHERE id = $1 AND status = 'dead' RETURNING id
       )
       SELECT pg_notify('mail_outbox', '') FROM revived`,
      [current.id],
    );
    if (!rowCount) throw new DomainError('mail_not_dead');
    return this.get(id);
  }

  /** Any mail sent again: a new outbox row (its own key, so its own Message-ID) that points at the original. */
  async resend(id: string): Promise<MailLogEntry> {
    const original = await this.sendable(id);
    const { rows } = await this.pool.query<{ id: string }>(
      `WITH copy AS (
         INSERT INTO mail_outbox (idempotency_key, kind, recipient, language, data, order_id, user_id, resend_of)
         SELECT 'resend:' || id || ':' || gen_random_uuid(), kind, recipient, language, data, order_id, user_id, id
         FROM mail_outbox WHERE id = $1
         RETURNING id
       )
       SELECT id, pg_notify('mail_outbox', '') FROM copy`,
      [original.id],
    );
    return this.get(rows[0].id);
  }
}
