import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { type MailLogEntry, type MailStatus, mailStatuses } from '@sound-putter/contracts';
import { MailCheckDto } from '@sound-putter/contracts/dto';
import { CurrentUser, Roles } from '../identity';
import { ValidationFailed } from '../infrastructure/cqrs/domain-error';
import { ApiContract } from '../infrastructure/http/api-contract';
import type { RequestUser } from '../infrastructure/http/request-context';
import { MailLog } from './mail-log';
import { MailOutbox } from './mail-outbox';

const isStatus = (value: string): value is MailStatus => (mailStatuses as readonly string[]).includes(value);

/** Staff's view of the mail the shop sends: the log, dead letters, retry, resend, and a test mail. */
@ApiTags('admin')
@Controller('admin/mail')
@Roles('staff', 'admin')
export class MailAdminController {
  constructor(
    private readonly log: MailLog,
    private readonly outbox: MailOutbox,
  ) {}

  @ApiContract({ body: ['MailLogEntry'], errors: ['unauthenticated', 'forbidden', 'validation_failed'] })
  @Get()
  @ApiOperation({
    summary: 'Staff: the mail log, newest first (at most 200), with every attempt; `status=dead` lists dead letters',
  })
  list(@Query('status') status?: string): Promise<MailLogEntry[]> {
    if (status !== undefined && !isStatus(status))
      throw new ValidationFailed({ status: [`status must be one of ${mailStatuses.join(', ')}`] });
    return this.log.list(status);
  }

  @ApiContract({ body: ['MailLogEntry'], errors: ['unauthenticated', 'forbidden'] })
  @Get('orders/:orderId')
  @ApiOperation({ summary: "Staff: an order's mails, oldest first, with every attempt's outcome" })
  ofOrder(@Param('orderId') orderId: string): Promise<MailLogEntry[]> {
    return this.log.ofOrder(orderId);
  }

  @ApiContract({
    status: 201,
    body: 'MailLogEntry',
    takesBody: true,
    errors: ['unauthenticated', 'forbidden'],
  })
  @Post('check')
  @ApiOperation({ summary: 'Staff: send a test mail to an address, to see that the shop can send mail' })
  async check(@Body() dto: MailCheckDto, @CurrentUser() user: RequestUser): Promise<MailLogEntry> {
    const key = `check:${randomUUID()}`;
    await this.outbox.enqueue([
      { key, kind: 'mail-check', to: dto.to, language: dto.language, data: { requestedBy: user.email } },
    ]);
    return this.log.byKey(key);
  }

  @ApiContract({
    body: 'MailLogEntry',
    errors: ['unauthenticated', 'forbidden', 'mail_not_found', 'mail_not_dead', 'conflict'],
  })
  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Staff: try a dead mail again (a new round of attempts, due now)' })
  retry(@Param('id') id: string): Promise<MailLogEntry> {
    return this.log.retry(id);
  }

  @ApiContract({
    status: 201,
    body: 'MailLogEntry',
    errors: ['unauthenticated', 'forbidden', 'mail_not_found', 'conflict'],
  })
  @Post(':id/resend')
  @ApiOperation({
    summary: 'Staff: send any mail again, as a new mail (its own Message-ID) that records which one it resends',
  })
  resend(@Param('id') id: string): Promise<MailLogEntry> {
    return this.log.resend(id);
  }
}
