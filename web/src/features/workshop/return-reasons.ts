import type { PaymentReturnReason } from '@sound-putter/contracts';

/** Why a payment could not count for its order and was sent back, as staff read it. */
export const returnReasonLabels: Record<PaymentReturnReason, string> = {
  qr_expired: 'paid after the QR had expired',
  qr_withdrawn: 'paid after the QR had been withdrawn',
  order_cancelled: 'the order was cancelled',
  already_paid: 'the order was paid already',
  not_payable: 'the order could not take it',
};
