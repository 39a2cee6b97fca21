import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { InvitationWithdrawn, StaffAccountView, UserView } from '@sound-putter/contracts';
import type { FastifyRequest } from 'fastify';
import { CreateAccountDto, InviteStaffDto, UpdateAccountDto } from '@sound-putter/contracts/dto';
import { DomainError, NotFound } from '../infrastructure/cqrs/domain-error';
import { Roles } from './auth.guards';
import { userViewOf } from './auth.service';
import { refuseCommonPassword } from './common-passwords';
import { mailLanguageOf } from './mailed-links/mail-language';
import { StaffInvitations } from './mailed-links/staff-invitations.service';
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
    private readonly invitations: StaffInvitations,
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
    // A disabled account's mailed links (an invitation, a reset) open nothing, now or once it is enabled again.
    if (dto.disabled === true) await this.invitations.retireLinksOf(id);
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

  @ApiContract({
    status: 201,
    body: 'StaffAccountView',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden', 'email_taken', 'validation_failed'],
  })
  @Post('invitations')
  @Roles('admin')
  @ApiOperation({
    summary: 'Admin only: invite a colleague (staff or admin) by e-mail',
    description:
      'The account exists at once, marked invited, with no password anyone knows; the mail (in `language`, or the ' +
      "admin's browser language) holds a single-use link valid 72 h to the page where the colleague chooses one. " +
      '409 email_taken when the address already has an account (customer or staff).',
  })
  invite(@Body() dto: InviteStaffDto, @Req() req: FastifyRequest): Promise<StaffAccountView> {
    return this.invitations.invite(dto, dto.language ?? mailLanguageOf(req));
  }

  @ApiContract({ body: 'StaffAccountView', errors: ['unauthenticated', 'forbidden', 'not_found', 'conflict'] })
  @Post(':id/invitation/resend')
  @HttpCode(200)
  @Roles('admin')
  @ApiOperation({
    summary: 'Admin only: send a pending invitation again, with a new link valid 72 h; the earlier link stops working',
    description: '409 conflict when the invitation was accepted or the account is disabled; 404 for no such account.',
  })
  resend(@Param('id') id: string, @Req() req: FastifyRequest): Promise<StaffAccountView> {
    return this.invitations.resend(id, mailLanguageOf(req));
  }

  @ApiContract({ body: 'InvitationWithdrawn', errors: ['unauthenticated', 'forbidden', 'not_found', 'conflict'] })
  @Delete(':id/invitation')
  @Roles('admin')
  @ApiOperation({
    summary: 'Admin only: withdraw a pending invitation: the waiting account and its link are removed',
    description: '409 conflict when the invitation was already accepted (disable the account instead); 404 otherwise.',
  })
  withdraw(@Param('id') id: string): Promise<InvitationWithdrawn> {
    return this.invitations.withdraw(id);
  }
}
