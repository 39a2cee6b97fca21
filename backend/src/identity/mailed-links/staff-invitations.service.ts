import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { InvitationWithdrawn, StaffAccountView } from '@sound-putter/contracts';
import type { InviteStaffDto } from '@sound-putter/contracts/dto';
import { type ClientBase, Pool } from 'pg';
import { DomainError, NotFound } from '../../infrastructure/cqrs/domain-error';
import { withTransaction } from '../../infrastructure/database/with-transaction';
import { refuseCommonPassword } from '../common-passwords';
import { PasswordHasher } from '../password-hasher';
import { EmailTaken, type UserRecord, UsersRepository } from '../users.repository';
import { AccountMailOutbox } from './account-mail-outbox.port';
import { accountMails } from './account-mails';
import { AccountTokens } from './account-tokens.repository';
import { VerifiedAddresses } from './verified-addresses';

type Language = 'en' | 'th';

/**
 * An admin invites a colleague by e-mail (issue 32): the staff account exists at once, with a password nobody knows,
 * and the mailed link (72 h, single use) lets the colleague choose one. Sending again retires the older link;
 * withdrawing removes the waiting account; disabling it retires its link (AccountsAdminController).
 */
@Injectable()
export class StaffInvitations {
  constructor(
    @Inject(Pool) private readonly pool: Pool,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly tokens: AccountTokens,
    private readonly outbox: AccountMailOutbox,
    private readonly verified: VerifiedAddresses,
  ) {}

  /** 409 email_taken when the address (by its key) already has an account, whatever its role. */
  async invite(dto: InviteStaffDto, language: Language): Promise<StaffAccountView> {
    const unusable = await this.hasher.hash(randomBytes(32).toString('base64url'));
    return withTransaction(this.pool, async (tx) => {
      const account = await this.users.insertInvited(tx, dto.email, unusable, dto.role).catch((error: unknown) => {
        if (error instanceof EmailTaken) throw new DomainError('email_taken');
        throw error;
      });
      await this.mailLink(tx, account, language, dto.name?.trim());
      return this.viewOf(tx, account.id);
    });
  }

  /** A new link in a new mail; the one sent before stops working. 409 when the invitation is no longer pending. */
  async resend(id: string, language: Language): Promise<StaffAccountView> {
    return withTransaction(this.pool, async (tx) => {
      const account = await this.users.lockInvited(tx, id);
      if (!account) return this.refuseNotPending(tx, id);
      await this.mailLink(tx, account, language);
      return this.viewOf(tx, id);
    });
  }

  /** The waiting account and its link go; 409 when the invitation was accepted, 404 when there is no such account. */
  async withdraw(id: string): Promise<InvitationWithdrawn> {
    const removed = await this.users.deleteInvited(id);
    return removed ?? this.refuseNotPending(this.pool, id);
  }

  /** The colleague's password (the sign-up rules); the account proved its address and now signs in as itself. */
  async accept(token: string, password: string): Promise<{ email: string }> {
    refuseCommonPassword(password);
    const passwordHash = await this.hasher.hash(password);
    return withTransaction(this.pool, async (tx) => {
      const { userId, email } = await this.tokens.redeem(tx, token, 'accept_invitation');
      // Disabled or withdrawn since the mail left: the link opens nothing.
      if (!(await this.users.acceptInvitation(tx, userId, passwordHash))) throw new DomainError('token_invalid');
      await this.verified.proven(tx, userId, email);
      return { email };
    });
  }

  /** Every unused mailed link of the account stops working (it is being disabled). */
  async retireLinksOf(id: string): Promise<void> {
    await this.tokens.retireAll(this.pool, id);
  }

  private async mailLink(tx: ClientBase, account: UserRecord, language: Language, name?: string): Promise<void> {
    const link = await this.tokens.issue(tx, account.id, 'accept_invitation', account.email);
    const role = account.role === 'admin' ? 'admin' : 'staff';
    await this.outbox.enqueue(
      [accountMails.staffInvitation(account.id, account.email, language, link, { role, name })],
      tx,
    );
  }

  private async viewOf(db: Pick<ClientBase, 'query'>, id: string): Promise<StaffAccountView> {
    const view = await this.users.staffAccount(db, id);
    if (!view) throw new Error(`staff invitation: the account ${id} vanished in its own transaction`);
    return view;
  }

  private async refuseNotPending(db: Pick<ClientBase, 'query'>, id: string): Promise<never> {
    const view = await this.users.staffAccount(db, id);
    if (!view) throw new NotFound('not_found', 'No such account.');
    if (view.disabled) throw new DomainError('conflict', 'This account is disabled: enable it first.');
    throw new DomainError('conflict', 'This invitation was already accepted.');
  }
}
