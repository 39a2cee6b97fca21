import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { selectConfiguration } from '@sound-putter/web/shared';
import { useMemo, useState, type FormEvent } from 'react';
import { FailureNotice } from '../../components/ui/failure-notice';
import { TouchButton } from '../../components/ui/touch-button';
import { useFormat, useKioskLanguage, useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { selectOrder } from '../session/kiosk-flow.slice';
import { useKioskSelector } from '../session/kiosk-store';
import { useFinishCardPayment } from './use-finish-card-payment';

function PayButton({ orderId }: { orderId: string }) {
  const t = useTexts(kioskTexts);
  const format = useFormat();
  const stripe = useStripe();
  const elements = useElements();
  const finish = useFinishCardPayment();
  const { totalPrice } = useKioskSelector(selectConfiguration);
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPaying(true);
    setFailure(null);
    // No redirect: the kiosk must never leave its own screens.
    const { error, paymentIntent } = await stripe.confirmPayment({ elements, redirect: 'if_required' });
    const problem = error
      ? (error.message ?? error.type)
      : paymentIntent
        ? await finish(orderId, paymentIntent.id)
        : null;
    setPaying(false);
    if (problem) setFailure(typeof problem === 'string' ? problem : ((problem as { message?: string }).message ?? ''));
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex max-w-4xl flex-col gap-8">
      <PaymentElement />
      <TouchButton type="submit" disabled={paying || !stripe} className="min-h-20">
        {paying ? t.card.paying : t.card.payNow(format.baht(totalPrice))}
      </TouchButton>
      {failure ? <FailureNotice>{t.card.declined(failure)}</FailureNotice> : null}
    </form>
  );
}

/** Stripe's Payment Element in the kiosk's language, for the order's PaymentIntent. */
export default function StripeCardForm({ publishableKey }: { publishableKey: string }) {
  const { language } = useKioskLanguage();
  const order = useKioskSelector(selectOrder);
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  if (!order) return null;
  return (
    <Elements
      key={language}
      stripe={stripe}
      options={{
        clientSecret: order.clientSecret,
        locale: language,
        appearance: { theme: 'night' },
      }}
    >
      <PayButton orderId={order.orderId} />
    </Elements>
  );
}
