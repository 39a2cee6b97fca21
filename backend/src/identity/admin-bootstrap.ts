import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig } from '../infrastructure/config/app-config';
import { isCommonPassword } from './common-passwords';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';

/**
 * On start, ADMIN_EMAIL + ADMIN_PASSWORD create that admin when no account has the e-mail. An existing account is
 * left as it is (its password may have been changed since), so restarts are harmless.
 */
@Injectable()
export class AdminBootstrap implements OnApplicationBootstrap {
  private readonly logger = new Logger('identity');

  constructor(
    private readonly config: AppConfig,
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensureAdmin();
  }

  async ensureAdmin(): Promise<'created' | 'exists' | 'not_configured'> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.config;
    if (!email || !password) return 'not_configured';
    const existing = await this.users.findByEmail(email);
    if (existing) {
      if (existing.role !== 'admin')
        this.logger.warn({ email }, 'ADMIN_EMAIL belongs to a non-admin account; left unchanged');
      return 'exists';
    }
    // Configuration, not a sign-up: refusing would leave the shop without an admin, so it is only said.
    if (isCommonPassword(password)) this.logger.warn('ADMIN_PASSWORD is a common password; change it');
    const created = await this.users.insertIfMissing(email, await this.hasher.hash(password), 'admin');
    if (created) this.logger.log({ email }, 'admin account created from ADMIN_EMAIL');
    return created ? 'created' : 'exists';
  }
}
