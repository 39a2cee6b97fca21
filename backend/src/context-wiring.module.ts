import { Global, Module } from '@nestjs/common';
import { AccountMailOutbox } from './identity';
import { InvoicingApiModule, InvoicingErasure } from './invoicing';
import { MailModule, MailOutbox } from './mail';
import { OrderDocumentsErasure, OrderPaymentOutcomes, OrdersModule } from './orders';
import { PaymentOutcomes } from './payments';

/**
 * Binds one context's port to another context's adapter, here at the root, so neither imports the other the wrong
 * way: payments reports gateway outcomes through its own port, and orders turns them into its commands; identity
 * enqueues its account mails through its own port, and the mail context's outbox takes them; orders' erasure
 * erases what invoicing keeps about an order through its own port.
 */
@Global()
@Module({
  imports: [OrdersModule, MailModule, InvoicingApiModule],
  providers: [
    { provide: PaymentOutcomes, useExisting: OrderPaymentOutcomes },
    { provide: OrderDocumentsErasure, useExisting: InvoicingErasure },
    { provide: AccountMailOutbox, inject: [MailOutbox], useFactory: (outbox: MailOutbox): AccountMailOutbox => outbox },
  ],
  exports: [PaymentOutcomes, AccountMailOutbox, OrderDocumentsErasure],
})
export class ContextWiringModule {}
