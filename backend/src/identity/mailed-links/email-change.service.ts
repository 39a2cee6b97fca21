import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { DomainError } from '../../infrastructure/cqrs/domain-error';
import { withTransaction } from '../../infrastructure/database/with-transaction';
import type { RequestUser } from '../../infrastructure/http/request-context';
import { emailKey } from '../email-key';
import { EmailTaken, UsersRepository } from '../users.repository';
import { AccountMailOutbox } from './account-mail-outbox.port';
import { accountMails } from './account-mails';
import { AccountTokens } from './account-tokens.repository';
import { VerifiedAddresses } from './verified-addresses';

/** Moving an account to another address: confirmed by a link sent there, and the old address is told. */
@Injectable()
export class EmailChange {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly users: UsersRepository,
    private readonly tokens: AccountTokens,
    private readonly outbox: AccountMailOutbox,
    private readonly verified: VerifiedAddresses,
  ) {}

  /** Mails the new address a link; an address that has an account gets nothing, and the answer does not say so. */
  async request(user: RequestUser, newEmail: string, language: 'en' | 'th'): Promise<void> {
    if (emailKey(newEmail) === emailKey(user.email)) {
      const message = 'This is already the address of your account.';
      throw new DomainError('validation_failed', message, { email: [message] });
    }
    const holder = await this.users.findByEmail(newEmail);
    await withTransaction(this.pool, async (tx) => {
      if (holder) return;
      const link = await this.tokens.issue(tx, user.id, 'change_email', newEmail.trim());
      await this.outbox.enqueue([accountMails.confirmNewEmail(user.id, newEmail.trim(), language, link)], tx);
    });
  }

  /** The link from the new address: the account moves there (verified), and the address it left is told. */
  async confirm(token: string, language: 'en' | 'th'): Promise<{ email: string }> {
    return withTransaction(this.pool, async (tx) => {
      const { userId, email } = await this.tokens.redeem(tx, token, 'change_email');
      const moved = await this.users.changeEmail(tx, userId, email).catch((error: unknown) => {
        if (error instanceof EmailTaken) throw new DomainError('email_taken');
        throw error;
      });
      if (!moved) throw new DomainError('token_invalid');
      await this.verified.announce(tx, userId, email);
      const linkId = token.split('.')[0];
      await this.outbox.enqueue([accountMails.emailChanged(userId, moved.previous, language, linkId, email)], tx);
      return { email };
    });
  }
}
