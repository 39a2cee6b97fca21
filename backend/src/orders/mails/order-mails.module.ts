import { Module } from '@nestjs/common';
import { ConfigurationsModule } from '../../configurations';
import { MailModule } from '../../mail';
import { OrderMailsConsumer } from './order-mails.consumer';

/** The worker's order mails: the log consumer that fills the mail outbox from order events. */
@Module({
  imports: [MailModule, ConfigurationsModule],
  providers: [OrderMailsConsumer],
  exports: [OrderMailsConsumer],
})
export class OrderMailsModule {}
