import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import type { RequestUser } from '../infrastructure/http/request-context';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';
import { UsersRepository } from './users.repository';

/**
 * Asks a signed-in user for their password again before something that cannot be undone (deleting the account),
 * so a browser left signed in is not enough. Counted like sign-in attempts, so it is no way around their limits.
 */
@Injectable()
export class PasswordConfirmation {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  async confirm(user: RequestUser, password: string, req: FastifyRequest): Promise<void> {
    const attempt = await this.throttle.admit(req.ip, user.email, undefined);
    const record = await this.users.findByEmail(user.email);
    const valid = record?.id === user.id && (await this.hasher.verify(record.passwordHash, password));
    if (!valid) {
      throw new DomainError('invalid_credentials', 'The password is wrong.', { password: ['The password is wrong.'] });
    }
    await this.throttle.succeeded(attempt);
  }
}
