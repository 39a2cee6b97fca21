import { formatThb } from '@sound-putter/contracts';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button';
import { useAppSelector } from '../../store';

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  orderId: string;
  amount: number | null;
  onPaid: (paymentIntentId: string) => void;
}

// One Stripe.js instance per key for the page's lifetime, as Stripe asks.
const stripeByKey = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = stripeByKey.get(key);
  if (!promise) stripeByKey.set(key, (promise = loadStripe(key)));
  return promise;
};

function PaymentElementForm({
  orderId,
  amount,
  onPaid,
}: Omit<StripePaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setMessage(null);
    // A card that needs no extra step stays on this page; one that does comes back to the success page.
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: `${window.location.origin}/checkout/success?order_id=${encodeURIComponent(orderId)}`,
      },
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error) {
      setMessage(result.error.message ?? 'Payment processing failed');
      return;
    }
    if (result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing')
      onPaid(result.paymentIntent.id);
    else setMessage('Payment processing failed');
  };

  return (
    <form onSubmit={submit} className="space-y-4" aria-label="Card payment">
      <PaymentElement options={{ layout: 'tabs' }} />
      {message && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {message}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={!stripe || !elements || busy}>
        {busy ? 'Processing payment...' : amount === null ? 'Pay Now' : `Pay ${formatThb(amount)}`}
      </Button>
    </form>
  );
}

/** Stripe's Payment Element, used when the server's gateway is Stripe. */
export default function StripePaymentForm({ publishableKey, clientSecret, ...rest }: StripePaymentFormProps) {
  const dark = useAppSelector((state) => state.theme.mode === 'dark');
  return (
    <Elements
      stripe={stripeFor(publishableKey)}
      options={{ clientSecret, appearance: { theme: dark ? 'night' : 'stripe' } }}
    >
      <PaymentElementForm {...rest} />
    </Elements>
  );
}
