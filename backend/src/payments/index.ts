/** The payments context's public entry: other contexts and the composition root import only this file. */
export {
  type CreateIntentInput,
  PaymentGateway,
  type PaymentIntentInfo,
  type RefundInfo,
  type RefundInput,
} from './payment-gateway.port';
export {
  type OrderToPay,
  type Payer,
  type PayerStanding,
  PaymentOutcomes,
  type PaymentReturn,
  type RememberedStanding,
} from './payment-outcomes.port';
export { PaymentsModule } from './payments.module';
