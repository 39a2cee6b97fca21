import { lazy, Suspense } from 'react';
import { useGetClientConfigQuery } from '../../api/orders.api';
import { Button } from '../../components/ui/button';
import { BusyPanel } from './busy-panel';
import { CheckoutFailed, failureText } from './checkout-failed';
import { TestCardForm } from './test-card-form';

// Stripe's libraries load only where Stripe is the gateway.
const StripePaymentForm = lazy(() => import('./stripe-payment-form'));

export interface PaymentStepProps {
  orderId: string;
  clientSecret: string;
  amount: number | null;
  onEditDetails: () => void;
  onPaid: (paymentIntentId: string) => void;
}

/** Step 2: Stripe's Payment Element when the server names Stripe, else the local test gateway's card form. */
export function PaymentStep({ orderId, clientSecret, amount, onEditDetails, onPaid }: PaymentStepProps) {
  const config = useGetClientConfigQuery();
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
      {paymentGateway === 'stripe' && stripePublishableKey ? (
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
