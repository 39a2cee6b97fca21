import type { InitOrderResult } from '@sound-putter/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  arrivedWithoutSession,
  errorText,
  isApiError,
  useGetCartQuery,
  useGetDefaultCustomerDetailsQuery,
  useGetMeQuery,
} from '../../api';
import { useRequestTaxInvoiceMutation } from '../../api/invoicing.api';
import { useInitOrderMutation } from '../../api/orders.api';
import { buttonClasses } from '../../components/ui/button';
import { useLanguage } from '../../lib/use-language';
import { checkoutTexts, useCheckoutTexts } from './checkout-texts';
import { FormSkeleton } from '../../components/ui/skeleton';
import { BusyPanel } from './busy-panel';
import { CheckoutFailed, failureText } from './checkout-failed';
import { CheckoutProgress } from './checkout-progress';
import { loadStoredDetails, storeCurrentOrderId, storeDetails } from './checkout-storage';
import {
  type CustomerDetails,
  detailsFromSaved,
  emptyCustomerDetails,
  errorsFromServer,
  type DetailsErrors,
} from './customer-details';
import { CustomerDetailsForm } from './customer-details-form';
import { OrderSummary } from './order-summary';
import { PaymentStep } from './payment-step';
import {
  noTaxInvoice,
  type TaxInvoiceChoice,
  TaxInvoiceChoiceFields,
  taxInvoiceChoiceErrors,
} from './tax-invoice-choice';
import type { TaxInvoiceBuyerErrors } from './tax-invoice-fields';
import { useCompleteCheckout } from './use-complete-checkout';

/** What the checkout shows for an empty cart: also prerendered for a new visitor (app/home-shell.tsx). */
export function EmptyCart() {
  const t = useCheckoutTexts();
  return (
    <div className="rounded-xl border border-slate-200 p-10 text-center dark:border-slate-800">
      <h2 className="text-xl font-semibold">{t.emptyCart}</h2>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t.emptyHint}</p>
      <Link to="/how-to-order" className={`${buttonClasses('primary', 'lg')} mt-6`}>
        {t.configure}
      </Link>
    </div>
  );
}

/** Two steps: the customer details, then the card payment once the server has opened it. */
export function CheckoutPage() {
  const me = useGetMeQuery();
  const signedIn = Boolean(me.data);
  const saved = useGetDefaultCustomerDetailsQuery(undefined, { skip: !signedIn });
  const cart = useGetCartQuery();
  const [initOrder, initState] = useInitOrderMutation();
  const [requestTaxInvoice, taxInvoiceState] = useRequestTaxInvoiceMutation();
  const completeCheckout = useCompleteCheckout();
  const { language } = useLanguage();
  const t = checkoutTexts[language];

  const [draft, setDraft] = useState<CustomerDetails | null>(() => loadStoredDetails());
  const [payment, setPayment] = useState<InitOrderResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<DetailsErrors>({});
  const [completing, setCompleting] = useState(false);
  const [taxInvoice, setTaxInvoice] = useState<TaxInvoiceChoice>(noTaxInvoice);
  const [taxInvoiceErrors, setTaxInvoiceErrors] = useState<TaxInvoiceBuyerErrors>({});
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    stepHeading.current?.focus();
  }, [payment]);

  const loadingInitial = me.isLoading || (signedIn && saved.isLoading) || cart.isLoading;
  const initial = draft ?? (saved.data ? detailsFromSaved(saved.data) : emptyCustomerDetails());

  const submitDetails = async (details: CustomerDetails) => {
    storeDetails(details);
    setDraft(details);
    setServerErrors({});
    setTaxInvoiceErrors({});
    try {
      const result = await initOrder({ customerDetails: details, language }).unwrap();
      storeCurrentOrderId(result.orderId);
      // Noted with the order before it is paid: the payment then issues the full invoice instead of the abbreviated.
      if (taxInvoice.wanted && !(await askForTaxInvoice(result.orderId))) return;
      setPayment(result);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.details) setServerErrors(errorsFromServer(error.details));
      else if (isApiError(error) && error.code === 'empty_cart') void cart.refetch();
      else setFailure(failureText(error));
    }
  };

  /** False when the server refused the buyer (its messages then show at the fields, and the shopper stays here). */
  const askForTaxInvoice = async (orderId: string): Promise<boolean> => {
    try {
      await requestTaxInvoice({ orderId, ...taxInvoice.buyer }).unwrap();
      return true;
    } catch (error) {
      if (!(isApiError(error) && error.status === 422 && error.details)) throw error;
      setTaxInvoiceErrors(
        Object.fromEntries(Object.entries(error.details).map(([field, messages]) => [field, messages[0]])),
      );
      return false;
    }
  };

  const paid = async (paymentIntentId: string) => {
    if (!payment) return;
    setCompleting(true);
    await completeCheckout(payment.orderId, paymentIntentId);
  };

  const body = () => {
    if (failure) return <CheckoutFailed message={failure} />;
    if (completing) return <BusyPanel text={t.completing} />;
    // A browser that had no cart key has an empty cart: say so while the cart is read, as its first screen did.
    if (arrivedWithoutSession && cart.isLoading) return <EmptyCart />;
    if (loadingInitial) return <FormSkeleton fields={6} />;
    if (cart.error) return <CheckoutFailed message={errorText(cart.error as never) || t.initFailed} />;
    if (!cart.data || cart.data.count === 0) return <EmptyCart />;
    return (
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">
          {payment ? (
            <>
              <h2 ref={stepHeading} tabIndex={-1} className="sr-only">
                {t.paymentStep}
              </h2>
              <PaymentStep
                orderId={payment.orderId}
                clientSecret={payment.clientSecret}
                amount={cart.data.subtotal}
                onEditDetails={() => setPayment(null)}
                onPaid={paid}
              />
            </>
          ) : initState.isLoading || taxInvoiceState.isLoading ? (
            <BusyPanel text={t.busy} />
          ) : (
            <>
              <h2 ref={stepHeading} tabIndex={-1} className="mb-6 text-xl font-semibold outline-none">
                {t.detailsHeading}
              </h2>
              <CustomerDetailsForm
                initial={initial}
                signedIn={signedIn}
                submitting={initState.isLoading}
                serverErrors={serverErrors}
                onDraft={storeDetails}
                onSubmit={submitDetails}
                extra={{
                  validate: () => taxInvoiceChoiceErrors(taxInvoice),
                  render: (showErrors) => (
                    <TaxInvoiceChoiceFields
                      choice={taxInvoice}
                      showErrors={showErrors}
                      serverErrors={taxInvoiceErrors}
                      onChange={(next) => {
                        setTaxInvoice(next);
                        setTaxInvoiceErrors({});
                      }}
                    />
                  ),
                }}
              />
            </>
          )}
        </div>
        <aside>
          <OrderSummary cart={cart.data} />
        </aside>
      </div>
    );
  };

  return <CheckoutFrame>{body()}</CheckoutFrame>;
}

/** The checkout's heading, way back and progress around its step. */
export function CheckoutFrame({ children }: { children: ReactNode }) {
  const t = useCheckoutTexts();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold sm:text-3xl">{t.title}</h1>
        <Link to="/" className={buttonClasses('ghost', 'sm')}>
          {t.back}
        </Link>
      </div>
      <div className="mb-8">
        <CheckoutProgress current={1} />
      </div>
      {children}
    </div>
  );
}
