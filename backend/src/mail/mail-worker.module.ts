import { Module } from '@nestjs/common';
import { MailRenderer } from './mail-renderer';
import { MailSender } from './mail-sender';
import { MailModule } from './mail.module';

/** The worker's side of mail: the sender draining the outbox over SMTP, beside the outbox writers use. */
@Module({
  imports: [MailModule],
  providers: [MailRenderer, MailSender],
  exports: [MailModule],
})
export class MailWorkerModule {}
