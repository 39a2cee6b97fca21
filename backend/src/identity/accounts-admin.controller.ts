import { Body, Controller, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserView } from '@sound-putter/contracts';
import { CreateAccountDto } from '@sound-putter/contracts/dto';
import { DomainError } from '../infrastructure/cqrs/domain-error';
import { Roles } from './auth.guards';
import { userViewOf } from './auth.service';
import { refuseCommonPassword } from './common-passwords';
import { PasswordHasher } from './password-hasher';
import { EmailTaken, UsersRepository } from './users.repository';
import { ApiContract } from '../infrastructure/http/api-contract';

/** Admins open accounts for workshop staff (and other admins) without the command line. */
@ApiTags('admin')
@Controller('admin/users')
export class AccountsAdminController {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  @ApiContract({
    status: 201,
    body: 'UserView',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'email_taken'],
  })
  @Post()
  @Roles('admin')
  @ApiOperation({ summary: 'Admin only: create an account with a role (customer, staff or admin)' })
  async create(@Body() dto: CreateAccountDto): Promise<UserView> {
    refuseCommonPassword(dto.password);
    try {
      return userViewOf(await this.users.insert(dto.email, await this.hasher.hash(dto.password), dto.role));
    } catch (error) {
      if (error instanceof EmailTaken) throw new DomainError('email_taken');
      throw error;
    }
  }
}
