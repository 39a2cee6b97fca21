import { Global, Module } from '@nestjs/common';
import { AccountMailOutbox } from './identity';
import { MailModule, MailOutbox } from './mail';
import { OrderPaymentOutcomes, OrdersModule } from './orders';
import { PaymentOutcomes } from './payments';

/**
 * Binds one context's port to another context's adapter, here at the root, so neither imports the other the wrong
 * way: payments reports gateway outcomes through its own port, and orders turns them into its commands; identity
 * enqueues its account mails through its own port, and the mail context's outbox takes them.
 */
@Global()
@Module({
  imports: [OrdersModule, MailModule],
  providers: [
    { provide: PaymentOutcomes, useExisting: OrderPaymentOutcomes },
    { provide: AccountMailOutbox, inject: [MailOutbox], useFactory: (outbox: MailOutbox): AccountMailOutbox => outbox },
  ],
  exports: [PaymentOutcomes, AccountMailOutbox],
})
export class ContextWiringModule {}
