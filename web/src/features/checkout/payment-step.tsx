import { lazy, Suspense, useState } from 'react';
import { useGetClientConfigQuery } from '../../api/orders.api';
import { useTexts } from '../../lib/use-language';
import { Button } from '../../components/ui/button';
import { BusyPanel } from './busy-panel';
import { CheckoutFailed, failureText } from './checkout-failed';
import { PromptPayPanel } from './promptpay-panel';
import { TestCardForm } from './test-card-form';
import { defineTexts } from '@sound-putter/contracts';

// Stripe's libraries load only where Stripe is the gateway.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

export interface PaymentStepProps {
  orderId: string;
  clientSecret: string;
  amount: number | null;
  onEditDetails: () => void;
  onPaid: (paymentIntentId: string) => void;
}

type PaymentMethod = 'card' | 'promptpay';

const methodText = defineTexts({
  en: { legend: 'Pay with', card: 'Card', promptpay: 'PromptPay QR (any Thai banking app)' },
  th: { legend: 'ชำระด้วย', card: 'บัตร', promptpay: 'QR พร้อมเพย์ (แอปธนาคารไทยใดก็ได้)' },
});

/**
 * Step 2: card or PromptPay. The card is Stripe's Payment Element when the server names Stripe, else the local test
 * gateway's card form; PromptPay shows the order's QR from either gateway.
 */
export function PaymentStep({ orderId, clientSecret, amount, onEditDetails, onPaid }: PaymentStepProps) {
  const config = useGetClientConfigQuery();
  const words = useTexts(methodText);
  const [method, setMethod] = useState<PaymentMethod>('card');
  if (config.isLoading) return <BusyPanel text="Preparing secure checkout" />;
  if (config.error || !config.data) return <CheckoutFailed message={failureText(config.error)} />;
  const { paymentGateway, stripePublishableKey } = config.data;
  return (
    <section aria-labelledby="payment-heading" className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="payment-heading" className="text-xl font-semibold">
          Payment
        </h2>
        <Button variant="outline" size="sm" onClick={onEditDetails}>
          Edit Details
        </Button>
      </div>
      <fieldset className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium">{words.legend}</legend>
        {(['card', 'promptpay'] as const).map((option) => (
          <label
            key={option}
            className={`flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm font-medium ${
              method === option
                ? 'border-slate-900 bg-slate-50 dark:border-white dark:bg-slate-800'
                : 'border-slate-300 dark:border-slate-700'
            }`}
          >
            <input
              type="radio"
              name="payment-method"
              value={option}
              checked={method === option}
              onChange={() => setMethod(option)}
            />
            {words[option]}
          </label>
        ))}
      </fieldset>
      {method === 'promptpay' ? (
        <PromptPayPanel orderId={orderId} onPaid={onPaid} />
      ) : paymentGateway === 'stripe' && stripePublishableKey ? (
        <Suspense fallback={<BusyPanel text="Preparing secure checkout" />}>
          <StripePaymentForm
            publishableKey={stripePublishableKey}
            clientSecret={clientSecret}
            orderId={orderId}
            amount={amount}
            onPaid={onPaid}
          />
        </Suspense>
      ) : (
        <TestCardForm clientSecret={clientSecret} amount={amount} onPaid={onPaid} />
      )}
    </section>
  );
}
