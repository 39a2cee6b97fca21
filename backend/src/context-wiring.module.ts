import { Global, Module } from '@nestjs/common';
import { OrderPaymentOutcomes, OrdersModule } from './orders';
import { PaymentOutcomes } from './payments';

/**
 * Binds one context's port to another context's adapter, here at the root, so neither imports the other the wrong
 * way: payments reports gateway outcomes through its own port, and orders turns them into its commands.
 */
@Global()
@Module({
  imports: [OrdersModule],
  providers: [{ provide: PaymentOutcomes, useExisting: OrderPaymentOutcomes }],
  exports: [PaymentOutcomes],
})
export class ContextWiringModule {}
