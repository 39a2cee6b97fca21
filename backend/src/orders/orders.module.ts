import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts';
import { IdentityModule } from '../identity';
import { MailModule } from '../mail';
import { NewsletterModule } from '../newsletter';
import { PaymentsModule } from '../payments';
import { CancelOrderHandler } from './commands/cancel-order.handler';
import { RecordReturnedPaymentHandler } from './commands/record-returned-payment.handler';
import { RefundOrderHandler, SettleRefundHandler } from './commands/refund-order.handler';
import { CheckoutIntents } from './commands/checkout-intents';
import { CheckoutReservations } from './commands/checkout-reservations';
import { InitOrderHandler } from './commands/init-order.handler';
import { NewOrderLimit } from './commands/new-order-limit';
import { OrderPaymentOutcomes } from './commands/order-payment-outcomes';
import {
  ConfirmPaymentHandler,
  PaymentRecorder,
  RecordPaymentFailureHandler,
  RecordPaymentHandler,
} from './commands/payment.handlers';
import {
  AddOrderNoteHandler,
  AdvanceOrderStatusHandler,
  CorrectTrackingHandler,
  MarkPaidInStoreHandler,
  RecallStepHandler,
} from './commands/staff.handlers';
import {
  ConfirmCarrierDeliveryHandler,
  HandOverPickupHandler,
  MarkReadyForPickupHandler,
} from './commands/fulfilment.handlers';
import { OpenRemakeHandler, RemakePlacement } from './commands/remake.handlers';
import { CustomerErasureController } from './erasure/customer-erasure.controller';
import { CustomerErasure } from './erasure/customer-erasure.service';
import { LinkOrdersOnProof } from './linking/link-orders-on-proof';
import { OrderDeadlinesModule } from './order-deadlines.module';
import { OrderLookupController } from './lookup/order-lookup.controller';
import { OrderLookupLinks } from './lookup/order-lookup-links';
import { OrdersController } from './orders.controller';
import { OrderSearchController } from './order-search.controller';
import { CarrierWebhookController } from './carrier-webhook.controller';
import { FulfilmentController } from './fulfilment.controller';
import { OrderReadModel } from './queries/order-read-model';
import { OrderSearch } from './queries/order-search';
import { orderQueryHandlers } from './queries/order.query-handlers';

@Module({
  imports: [PaymentsModule, AccountsModule, IdentityModule, OrderDeadlinesModule, MailModule, NewsletterModule],
  controllers: [
    OrdersController,
    OrderLookupController,
    CustomerErasureController,
    FulfilmentController,
    CarrierWebhookController,
    OrderSearchController,
  ],
  providers: [
    OrderReadModel,
    OrderSearch,
    OrderLookupLinks,
    CustomerErasure,
    CheckoutReservations,
    CheckoutIntents,
    LinkOrdersOnProof,
    InitOrderHandler,
    NewOrderLimit,
    PaymentRecorder,
    OrderPaymentOutcomes,
    RecordPaymentHandler,
    RecordPaymentFailureHandler,
    ConfirmPaymentHandler,
    AdvanceOrderStatusHandler,
    CorrectTrackingHandler,
    MarkPaidInStoreHandler,
    CancelOrderHandler,
    RecallStepHandler,
    AddOrderNoteHandler,
    RefundOrderHandler,
    SettleRefundHandler,
    RecordReturnedPaymentHandler,
    MarkReadyForPickupHandler,
    HandOverPickupHandler,
    ConfirmCarrierDeliveryHandler,
    RemakePlacement,
    OpenRemakeHandler,
    ...orderQueryHandlers,
  ],
  exports: [OrderPaymentOutcomes],
})
export class OrdersModule {}
