import { useConfirmOrderPaymentMutation } from '@sound-putter/web/shared';
import { callUntilConnected } from '../session/call-until-connected';
import { orderPaid, stepChanged } from '../session/kiosk-flow.slice';
import { useKioskDispatch } from '../session/kiosk-store';

/**
 * After the gateway took the card: ask the shop to verify the payment (the server's check is what counts), then
 * show the done screen. The check is safe to repeat, so a dropped connection is simply retried.
 */
export const useFinishCardPayment = () => {
  const dispatch = useKioskDispatch();
  const [confirmOrderPayment] = useConfirmOrderPaymentMutation();
  return async (orderId: string, paymentId: string) => {
    const verified = await callUntilConnected(dispatch, () => confirmOrderPayment({ orderId, paymentId }));
    if (verified.error) return verified.error;
    dispatch(orderPaid());
    dispatch(stepChanged('done'));
    return null;
  };
};
