import { Module } from '@nestjs/common';
import { MailAdminController } from './mail-admin.controller';
import { MailErasure } from './mail-erasure';
import { MailLog } from './mail-log';
import { MailOutbox } from './mail-outbox';

/** The mail context: writers enqueue through MailOutbox (API and worker); the worker's sender drains it. */
@Module({
  providers: [MailOutbox, MailLog, MailErasure],
  exports: [MailOutbox, MailLog, MailErasure],
})
export class MailModule {}

/** The API's side: MailModule and staff's mail endpoints (/api/admin/mail…). */
@Module({
  imports: [MailModule],
  controllers: [MailAdminController],
  exports: [MailModule],
})
export class MailApiModule {}
