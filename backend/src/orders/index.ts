/** The orders context's public entry: other contexts and the composition root import only this file. */
export type { OrderEvent } from './order.decider';
export {
  AdvanceOrderStatusCommand,
  ConfirmPaymentCommand,
  InitOrderCommand,
  MarkPaidInStoreCommand,
  RecordDeadlineAtRiskCommand,
  RecordDeadlineMissedCommand,
  RecordPaymentCommand,
  RecordPaymentFailureCommand,
} from './commands/order.commands';
export type { DeadlineRecorded } from './commands/deadline.handlers';
export { OrderPaymentOutcomes } from './commands/order-payment-outcomes';
export { OrderDeadlinesModule } from './order-deadlines.module';
export { OrderMailsConsumer } from './mails/order-mails.consumer';
export { OrderMailsModule } from './mails/order-mails.module';
export { ExpiredLookupLinks } from './lookup/expired-lookup-links';
export { OrderDocumentsErasure } from './erasure/order-documents-erasure.port';
export { sealLegacyOrderEvents } from './erasure/seal-legacy-events';
export { orderEventUpcasters } from './order-event-upcasters';
export { OrdersModule } from './orders.module';
export { orderDetailsProjection } from './projections/order-details.projection';
export { GetOpenOrderDeadlinesQuery, type OpenOrderDeadline } from './queries/get-open-deadlines.query';
export type { Viewer } from './queries/order-read-model';
export { GetMyOrdersQuery, GetOrderQuery, GetOrderTrackingQuery, GetWorkshopBoardQuery } from './queries/order.queries';
