import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useClearCartMutation } from '../../api';
import { useConfirmOrderPaymentMutation } from '../../api/orders.api';
import { notify, notifySuccess, useAppDispatch } from '../../store';
import { clearCheckoutStorage } from './checkout-storage';

export const successPath = (orderId: string, paymentIntentId: string) =>
  `/checkout/success?payment_intent=${encodeURIComponent(paymentIntentId)}&order_id=${encodeURIComponent(orderId)}`;

/**
 * After the gateway said yes: ask the server to verify the payment, empty the cart, forget the stored details,
 * and go to the success page. A failure here is reported, and the shopper still reaches the success page: the
 * payment went through and the server also learns of it from the gateway (spec section 4).
 */
export const useCompleteCheckout = () => {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirmPayment] = useConfirmOrderPaymentMutation();
  const [clearCart] = useClearCartMutation();

  return useCallback(
    async (orderId: string, paymentIntentId: string, { go = true } = {}) => {
      const outcomes = await Promise.allSettled([
        confirmPayment({ orderId, paymentId: paymentIntentId }).unwrap(),
        clearCart().unwrap(),
      ]);
      clearCheckoutStorage();
      if (outcomes.every((o) => o.status === 'fulfilled')) dispatch(notifySuccess('payment_success'));
      else
        dispatch(
          notify(
            'Payment received',
            'Your payment went through, but we could not finish updating your order yet. It will update shortly; contact support if it does not.',
            'destructive',
          ),
        );
      if (go) await navigate(successPath(orderId, paymentIntentId));
    },
    [confirmPayment, clearCart, dispatch, navigate],
  );
};
