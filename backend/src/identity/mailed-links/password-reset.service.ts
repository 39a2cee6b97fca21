import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { withTransaction } from '../../infrastructure/database/with-transaction';
import { BrowserSessions } from '../browser-sessions';
import { refuseCommonPassword } from '../common-passwords';
import { PasswordHasher } from '../password-hasher';
import { SessionsRepository } from '../sessions.repository';
import { UsersRepository } from '../users.repository';
import { AccountMailOutbox } from './account-mail-outbox.port';
import { accountMails } from './account-mails';
import { AccountTokens } from './account-tokens.repository';
import { VerifiedAddresses } from './verified-addresses';

/** "Forgot password": a link to the address, then a new password that ends every session of the account. */
@Injectable()
export class PasswordReset {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccountTokens,
    private readonly outbox: AccountMailOutbox,
    private readonly verified: VerifiedAddresses,
    private readonly sessions: SessionsRepository,
    private readonly browsers: BrowserSessions,
  ) {}

  /** Mails a link when the address has an account; an address without one gets the same (empty) answer. */
  async request(email: string, language: 'en' | 'th'): Promise<void> {
    const user = await this.users.findByEmail(email);
    await withTransaction(this.pool, async (tx) => {
      // The same transaction either way, so the answer's timing says as little as its body.
      if (!user) return;
      const link = await this.tokens.issue(tx, user.id, 'reset_password', user.email);
      await this.outbox.enqueue([accountMails.passwordReset(user.id, user.email, language, link)], tx);
    });
  }

  /**
   * Sets the new password and ends every sign-in session and every browser session id the account was used with.
   * The link came to the account's address, so it also proves the account holds it.
   */
  async reset(token: string, password: string): Promise<{ email: string }> {
    refuseCommonPassword(password);
    const passwordHash = await this.hasher.hash(password);
    const { userId, email } = await withTransaction(this.pool, async (tx) => {
      const redeemed = await this.tokens.redeem(tx, token, 'reset_password');
      // A reset link proves the address as an invitation's does: a colleague who asks for one has accepted.
      await tx.query('UPDATE users SET password_hash = $2, invited_at = NULL, updated_at = now() WHERE id = $1', [
        redeemed.userId,
        passwordHash,
      ]);
      await this.verified.proven(tx, redeemed.userId, redeemed.email);
      return redeemed;
    });
    await this.sessions.revokeAllOf(userId);
    await this.browsers.endAllOf(userId);
    return { email };
  }
}
