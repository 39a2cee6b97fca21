import type { ClientBase } from 'pg';

/** The mails identity sends; each kind has its template in the mail context. */
export type AccountMailKind =
  | 'account-verify-email'
  | 'account-signup-existing'
  | 'account-password-reset'
  | 'account-confirm-new-email'
  | 'account-email-changed'
  | 'staff-invitation';

/** One mail to enqueue: keyed once per link or per event, so a retried request never mails twice. */
export interface AccountMail {
  key: string;
  kind: AccountMailKind;
  to: string;
  language: 'en' | 'th';
  data: Record<string, unknown>;
  userId: string;
}

/**
 * Identity's door to the mail outbox, bound to the mail context's MailOutbox at the root (context-wiring.module.ts):
 * the mail context imports identity's guards, so identity must not import it back.
 */
export abstract class AccountMailOutbox {
  /** The mails commit with the caller's transaction (`db`). */
  abstract enqueue(mails: AccountMail[], db: Pick<ClientBase, 'query'>): Promise<void>;
}
