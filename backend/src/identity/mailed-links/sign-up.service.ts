import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Pool } from 'pg';
import { withTransaction } from '../../infrastructure/database/with-transaction';
import { refuseCommonPassword } from '../common-passwords';
import { PasswordHasher } from '../password-hasher';
import { UsersRepository } from '../users.repository';
import { AccountMailOutbox } from './account-mail-outbox.port';
import { accountMails } from './account-mails';
import { AccountTokens } from './account-tokens.repository';
import { VerifiedAddresses } from './verified-addresses';

/**
 * Sign-up and the link that verifies it. An address that already has an account gets the same answer after the
 * same work (one argon2 hash, one transaction with one mail), and its owner a notice instead of a new account.
 */
@Injectable()
export class SignUp {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccountTokens,
    private readonly outbox: AccountMailOutbox,
    private readonly verified: VerifiedAddresses,
  ) {}

  async signUp(email: string, password: string, language: 'en' | 'th'): Promise<void> {
    refuseCommonPassword(password);
    const existing = await this.users.findByEmail(email);
    const passwordHash = await this.hasher.hash(password);
    await withTransaction(this.pool, async (tx) => {
      const owner = existing ?? (await this.users.insertIfNew(tx, email, passwordHash));
      if (existing || !owner) {
        // A sign-up that lost a race for the address is a sign-up with an existing address too.
        const holder = existing ?? (await this.users.findByEmail(email));
        if (!holder) throw new Error('sign-up: the address is taken but no account holds it');
        await this.outbox.enqueue(
          [accountMails.signUpWithExistingAddress(holder.id, holder.email, language, randomUUID())],
          tx,
        );
        return;
      }
      const link = await this.tokens.issue(tx, owner.id, 'verify_email', owner.email);
      await this.outbox.enqueue([accountMails.verifyEmail(owner.id, owner.email, language, link)], tx);
    });
  }

  /** The link from the sign-up mail: the account holds its address; anonymous orders of it become its own. */
  async verify(token: string): Promise<{ email: string }> {
    return withTransaction(this.pool, async (tx) => {
      const { userId, email } = await this.tokens.redeem(tx, token, 'verify_email');
      await this.verified.proven(tx, userId, email);
      return { email };
    });
  }
}
