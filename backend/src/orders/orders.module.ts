import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { IdentityModule } from '../identity';
import { PaymentsModule } from '../payments';
import { RecordDeadlineAtRiskHandler, RecordDeadlineMissedHandler } from './commands/deadline.handlers';
import { InitOrderHandler } from './commands/init-order.handler';
import { NewOrderLimit } from './commands/new-order-limit';
import { OrderStream } from './commands/order-stream';
import { OrderPaymentOutcomes } from './commands/order-payment-outcomes';
import {
  ConfirmPaymentHandler,
  PaymentRecorder,
  RecordPaymentFailureHandler,
  RecordPaymentHandler,
} from './commands/payment.handlers';
import { AdvanceOrderStatusHandler, MarkPaidInStoreHandler } from './commands/staff.handlers';
import { OrdersController } from './orders.controller';
import { OrderReadModel } from './queries/order-read-model';
import { orderQueryHandlers } from './queries/order.query-handlers';
import { GetOpenOrderDeadlinesHandler } from './queries/get-open-deadlines.handler';

@Module({
  imports: [PaymentsModule, AccountsModule, IdentityModule],
  controllers: [OrdersController],
  providers: [
    OrderStream,
    OrderReadModel,
    InitOrderHandler,
    NewOrderLimit,
    PaymentRecorder,
    OrderPaymentOutcomes,
    RecordPaymentHandler,
    RecordPaymentFailureHandler,
    ConfirmPaymentHandler,
    AdvanceOrderStatusHandler,
    MarkPaidInStoreHandler,
    RecordDeadlineMissedHandler,
    RecordDeadlineAtRiskHandler,
    ...orderQueryHandlers,
    GetOpenOrderDeadlinesHandler,
  ],
  exports: [OrderPaymentOutcomes],
})
export class OrdersModule {}
