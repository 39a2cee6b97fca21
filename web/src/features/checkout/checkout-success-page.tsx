import { shortOrderId } from '@sound-putter/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { CheckIcon } from '../../components/ui/icons';
import { CheckoutProgress } from './checkout-progress';
import { loadCurrentOrderId } from './checkout-storage';
import { SupportContactsDialog } from './support-contacts-dialog';
import { useCompleteCheckout } from './use-complete-checkout';

const nextSteps = [
  { title: 'Order Processing', text: 'We confirm your configuration and prepare the materials for your putter.' },
  { title: 'Handcrafting', text: 'Our craftsmen build and tune your custom sound putter within 24 hours.' },
  { title: 'Express Delivery', text: 'Your putter ships free and you can follow every step on the tracking page.' },
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stripe brings a shopper back here after an extra step (3-D Secure) with `redirect_status`; the checkout was then
 * not completed in the page that left, so it is completed here, once.
 */
function useCompleteAfterRedirect(
  orderId: string | null,
  paymentIntentId: string | null,
  redirectStatus: string | null,
) {
  const complete = useCompleteCheckout();
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !orderId || !paymentIntentId) return;
    if (redirectStatus !== 'succeeded' && redirectStatus !== 'processing') return;
    if (loadCurrentOrderId() !== orderId) return;
    started.current = true;
    void complete(orderId, paymentIntentId, { go: false });
  }, [complete, orderId, paymentIntentId, redirectStatus]);
}

export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const rawOrderId = params.get('order_id');
  const orderId = rawOrderId && UUID.test(rawOrderId) ? rawOrderId : null;
  const paymentIntentId = params.get('payment_intent');
  const redirectStatus = params.get('redirect_status');
  const [supportOpen, setSupportOpen] = useState(false);
  useCompleteAfterRedirect(orderId, paymentIntentId, redirectStatus);

  if (redirectStatus === 'failed' || redirectStatus === 'requires_payment_method') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Payment was not completed</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">Your card was not charged. Please try again.</p>
        <Link to="/checkout" className={`${buttonClasses('primary', 'lg')} mt-6`}>
          Return to Checkout
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-12">
      <div className="mb-10">
        <CheckoutProgress current={2} />
      </div>
      <div className="text-center">
        <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800 dark:bg-brand-800 dark:text-brand-100">
          <CheckIcon size={32} aria-hidden="true" />
        </span>
        <h1 className="mt-4 text-3xl font-bold">Payment Successful!</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">
          Thank you for your purchase! Your custom sound putter will be crafted in 24 hour.
        </p>
        {orderId && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Order number{' '}
            <span className="font-mono font-semibold text-slate-900 dark:text-slate-100">#{shortOrderId(orderId)}</span>
          </p>
        )}
      </div>

      <div className="mt-8 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-600/40 bg-brand-50 p-5 dark:bg-brand-800/20">
        <div>
          <p className="font-semibold">24-Hour Express Crafting</p>
          <p className="text-sm text-slate-700 dark:text-slate-300">
            Your putter is crafted within 24 hours of confirmation.
          </p>
        </div>
        <span className="rounded-full bg-brand-700 px-3 py-1 text-sm font-semibold text-white dark:bg-brand-500 dark:text-slate-950">
          In Progress
        </span>
      </div>

      <section aria-labelledby="next-steps" className="mt-8">
        <h2 id="next-steps" className="text-xl font-semibold">
          What happens next
        </h2>
        <ol className="mt-4 grid gap-4 sm:grid-cols-3">
          {nextSteps.map((step, index) => (
            <li key={step.title} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
              <span className="text-sm font-semibold text-brand-700 dark:text-brand-500">Step {index + 1}</span>
              <h3 className="mt-1 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className="mt-8 grid gap-3 sm:grid-cols-2">
        <Link to={orderId ? `/orders/${orderId}` : '/orders'} className={buttonClasses('primary', 'lg')}>
          Track Order
        </Link>
        <Button variant="outline" size="lg" onClick={() => setSupportOpen(true)}>
          Contact Support
        </Button>
        <Link to="/" className={buttonClasses('secondary', 'lg')}>
          Continue Shopping
        </Link>
        <Link to="/" className={buttonClasses('ghost', 'lg')}>
          Back to Home
        </Link>
      </div>
      <SupportContactsDialog open={supportOpen} onOpenChange={setSupportOpen} />
    </div>
  );
}
