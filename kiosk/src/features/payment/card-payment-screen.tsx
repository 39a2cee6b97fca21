import { lazy, Suspense } from 'react';
import { useGetClientConfigQuery } from '@sound-putter/web/shared';
import { ScreenFrame } from '../../components/ui/screen-frame';
import { useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { useRefetchWhileOffline } from '../session/use-network-retry';
import { TestGatewayCardForm } from './test-gateway-card-form';

// Stripe's script is loaded only on a shop configured for Stripe.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** The configured gateway, as on the web: Stripe's Payment Element, or the local test gateway's card form. */
export function CardPaymentScreen() {
  const t = useTexts(kioskTexts);
  const config = useGetClientConfigQuery();
  useRefetchWhileOffline(config);
  return (
    <ScreenFrame title={t.card.title} back="payment">
      {config.data?.paymentGateway === 'test' ? <TestGatewayCardForm /> : null}
      {config.data?.paymentGateway === 'stripe' && config.data.stripePublishableKey ? (
        <Suspense fallback={<p role="status">{t.card.stripeLoading}</p>}>
          <StripeCardForm publishableKey={config.data.stripePublishableKey} />
        </Suspense>
      ) : null}
    </ScreenFrame>
  );
}
