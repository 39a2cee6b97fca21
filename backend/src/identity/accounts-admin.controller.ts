import { Body, Controller, Get, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { StaffAccountView, UserView } from '@sound-putter/contracts';
import type { FastifyRequest } from 'fastify';
import { CreateAccountDto, UpdateAccountDto } from '@sound-putter/contracts/dto';
import { DomainError, NotFound } from '../infrastructure/cqrs/domain-error';
import { Roles } from './auth.guards';
import { userViewOf } from './auth.service';
import { refuseCommonPassword } from './common-passwords';
import { PasswordHasher } from './password-hasher';
import { SessionsRepository } from './sessions.repository';
import { EmailTaken, UsersRepository } from './users.repository';
import { ApiContract } from '../infrastructure/http/api-contract';

/** Admins open accounts for workshop staff (and other admins), change their roles and disable them (issue 32). */
@ApiTags('admin')
@Controller('admin/users')
export class AccountsAdminController {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsRepository,
  ) {}

  @ApiContract({ body: ['StaffAccountView'], errors: ['unauthenticated', 'forbidden'] })
  @Get()
  @Roles('admin')
  @ApiOperation({ summary: 'Admin only: every staff and admin account, enabled ones first' })
  async list(): Promise<StaffAccountView[]> {
    return this.users.staffAccounts();
  }

  @ApiContract({
    body: 'StaffAccountView',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'not_found', 'conflict', 'validation_failed'],
  })
  @Patch(':id')
  @Roles('admin')
  @ApiOperation({
    summary:
      "Admin only: change an account's role, or disable or enable it. A change ends the account's sessions and " +
      'sockets at once (it signs in again with its new rights); an admin cannot change their own account, and the ' +
      'last enabled admin stays one',
  })
  async update(
    @Param('id') id: string,
    @Body() dto: UpdateAccountDto,
    @Req() req: FastifyRequest,
  ): Promise<StaffAccountView> {
    if (id === req.user?.id) throw new DomainError('conflict', 'You cannot change your own account here.');
    const losesAdmin = dto.disabled === true || (dto.role !== undefined && dto.role !== 'admin');
    if (losesAdmin && (await this.users.otherEnabledAdmins(id)) === 0)
      throw new DomainError('conflict', 'The shop needs at least one enabled admin.');
    const changed = await this.users.setRoleAndDisabled(id, dto);
    if (!changed) throw new NotFound('not_found', 'No such account.');
    // Its sessions end here (and its sockets with them, on every replica): the next request reads the new rights.
    await this.sessions.revokeAllOf(changed.id);
    return changed;
  }

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
