import { Injectable } from '@nestjs/common';
import type { Queryable } from './mail-outbox';

export interface MailErasureTarget {
  orderIds: readonly string[];
  userId: string | null;
  /** Mails sent to this address (compared without case), whatever order or account they belong to. */
  email: string | null;
}

/**
 * PDPA: a customer's mails keep their kind, times and outcomes for the mail log, but lose the recipient, the
 * template data (names, addresses, links) and error texts (a server's refusal may quote the address). One not yet
 * sent is never sent: it is dead, with the reason.
 */
@Injectable()
export class MailErasure {
  /** Runs in the caller's transaction; returns how many mails it erased. */
  async erase(target: MailErasureTarget, db: Queryable): Promise<number> {
    const { rows } = await db.query<{ id: string }>(
      `UPDATE mail_outbox SET recipient = 'erased', data = '{}'::jsonb,
         last_error = CASE WHEN status IN ('pending', 'failed') THEN 'erased before it was sent'
                           WHEN last_error IS NULL THEN NULL ELSE 'erased' END,
         status = CASE WHEN status IN ('pending', 'failed') THEN 'dead' ELSE status END
       WHERE order_id = ANY($1::uuid[]) OR user_id = $2::uuid OR lower(recipient) = lower($3::text)
       RETURNING id`,
      [target.orderIds, target.userId, target.email],
    );
    const ids = rows.map((r) => r.id);
    if (ids.length > 0)
      await db.query(
        `UPDATE mail_attempts SET error = 'erased' WHERE mail_id = ANY($1::uuid[]) AND error IS NOT NULL`,
        [ids],
      );
    return ids.length;
  }
}
