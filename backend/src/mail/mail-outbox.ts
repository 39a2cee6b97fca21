import { Inject, Injectable } from '@nestjs/common';
import { type ClientBase, Pool } from 'pg';
import type { MailKind, MailLanguage } from './mail-kinds';

/** A pg pool or a client inside the caller's transaction. */
export type Queryable = Pick<ClientBase, 'query'>;

export interface OutgoingMail {
  /** Idempotency key naming the mail's cause, e.g. `order:<id>:receipt`; a second enqueue of it adds nothing. */
  key: string;
  kind: MailKind;
  to: string;
  language: MailLanguage;
  /** What the kind's template needs; stored as JSON and rendered at send time. */
  data: Record<string, unknown>;
  orderId?: string;
  userId?: string;
}

/**
 * The mail outbox's only door for writers. Rows are sent by the worker's MailSender; `enqueue` never talks to SMTP,
 * so a request or a log consumer pays one INSERT, and the key makes a retry, a replay or a rebuild add nothing.
 */
@Injectable()
export class MailOutbox {
  constructor(@Inject(Pool) private readonly pool: Pool) {}

  /** Inserts the mails not enqueued before; with `db` (a client in a transaction) they commit with its writes. */
  async enqueue(mails: OutgoingMail[], db: Queryable = this.pool): Promise<void> {
    if (mails.length === 0) return;
    // The NOTIFY (delivered at commit) wakes a waiting sender at once instead of at its next poll.
    await db.query(
      `WITH inserted AS (
         INSERT INTO mail_outbox (idempotency_key, kind, recipient, language, data, order_id, user_id)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[], $6::uuid[], $7::uuid[])
         ON CONFLICT (idempotency_key) DO NOTHING
         RETURNING 1
       )
       SELECT pg_notify('mail_outbox', '') WHERE EXISTS (SELECT 1 FROM inserted)`,
      [
        mails.map((m) => m.key),
        mails.map((m) => m.kind),
        mails.map((m) => m.to),
        mails.map((m) => m.language),
        mails.map((m) => JSON.stringify(m.data)),
        mails.map((m) => m.orderId ?? null),
        mails.map((m) => m.userId ?? null),
      ],
    );
  }
}
