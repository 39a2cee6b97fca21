import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { UserView } from '@sound-putter/contracts';
import type { FastifyRequest } from 'fastify';
import { Pool } from 'pg';
import { MergeBrowserCartCommand } from '../cart';
import { AppConfig } from '../infrastructure/config/app-config';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import { commandContextOf, type RequestUser } from '../infrastructure/http/request-context';
import { BrowserSessions } from './browser-sessions';
import { VerifiedAddresses } from './mailed-links/verified-addresses';
import { PasswordHasher } from './password-hasher';
import { SessionsRepository } from './sessions.repository';
import { type UserRecord, UsersRepository } from './users.repository';

export interface SignedInResult {
  user: UserView;
  token: string;
}

export const userViewOf = (user: UserRecord | RequestUser): UserView => ({
  id: user.id,
  email: user.email,
  role: user.role,
});

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly logger = new Logger('identity');

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly browsers: BrowserSessions,
    private readonly hasher: PasswordHasher,
    private readonly commands: CommandBus,
    private readonly config: AppConfig,
    private readonly verified: VerifiedAddresses,
    @Inject(Pool) private readonly pool: Pool,
  ) {}

  /** Computes the dummy hash before the first sign-in, so the first unknown e-mail is not the slow one. */
  async onModuleInit(): Promise<void> {
    await this.hasher.verifyNothing('');
  }

  /** One answer for an unknown e-mail and a wrong password, after the same argon2 work. Any variant of the address works. */
  async login(email: string, password: string, req: FastifyRequest): Promise<SignedInResult> {
    const user = await this.users.findByEmail(email);
    const valid = user
      ? await this.hasher.verify(user.passwordHash, password)
      : await this.hasher.verifyNothing(password);
    if (!user || !valid) throw new DomainError('invalid_credentials');
    // Said only to whoever knows the password: an admin disabled the account.
    if (user.disabled) throw new DomainError('account_disabled');
    if (this.hasher.needsRehash(user.passwordHash)) {
      await this.users.update(user.id, { passwordHash: await this.hasher.hash(password) });
    }
    // Orders placed anonymously with a proven address since the proof become the account's too.
    if (user.emailVerified) await this.verified.announce(this.pool, user.id, user.email);
    return this.startSession(user, req);
  }

  /** Ends the sign-in session and the browser session id it was used with: that id reads no order in full again. */
  async logout(req: FastifyRequest): Promise<void> {
    if (req.authSessionId) await this.sessions.revoke(req.authSessionId);
    if (req.sessionId) await this.browsers.end(req.sessionId);
  }

  /** A fresh session id on every sign-in (no fixation); the browser's previous session, if any, ends. */
  private async startSession(user: UserRecord, req: FastifyRequest): Promise<SignedInResult> {
    if (req.authSessionId) await this.sessions.revoke(req.authSessionId);
    const { token } = await this.sessions.create(user.id, this.config.SESSION_TTL_SECONDS);
    if (req.sessionId) {
      await this.browsers.signedIn(req.sessionId, user.id);
      const context = { ...commandContextOf(req), actor: { kind: 'user' as const, id: user.id, role: user.role } };
      // A cart that cannot be merged right now must not keep the shopper from signing in; its lines stay put.
      await this.commands
        .execute(new MergeBrowserCartCommand(req.sessionId, user.id, context))
        .catch((error: unknown) => {
          this.logger.warn({ err: error, userId: user.id }, 'session cart not merged at sign-in');
        });
    }
    return { user: userViewOf(user), token };
  }
}
