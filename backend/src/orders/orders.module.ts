import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { IdentityModule } from '../identity/identity.module';
import { PaymentsModule } from '../payments/payments.module';
import { InitOrderHandler } from './commands/init-order.handler';
import { OrderStream } from './commands/order-stream';
import { ConfirmPaymentHandler, RecordPaymentFailureHandler, RecordPaymentHandler } from './commands/payment.handlers';
import { AdvanceOrderStatusHandler, MarkPaidInStoreHandler } from './commands/staff.handlers';
import { OrdersController } from './orders.controller';
import { OrderReadModel } from './queries/order-read-model';
import { orderQueryHandlers } from './queries/order.query-handlers';

@Module({
  imports: [PaymentsModule, AccountsModule, IdentityModule],
  controllers: [OrdersController],
  providers: [
    OrderStream,
    OrderReadModel,
    InitOrderHandler,
    RecordPaymentHandler,
    RecordPaymentFailureHandler,
    ConfirmPaymentHandler,
    AdvanceOrderStatusHandler,
    MarkPaidInStoreHandler,
    ...orderQueryHandlers,
  ],
})
export class OrdersModule {}
