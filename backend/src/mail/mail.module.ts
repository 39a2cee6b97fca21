import { Module } from '@nestjs/common';
import { MailOutbox } from './mail-outbox';

/** The mail context: writers enqueue through MailOutbox (API and worker); the worker's sender drains it. */
@Module({
  providers: [MailOutbox],
  exports: [MailOutbox],
})
export class MailModule {}
