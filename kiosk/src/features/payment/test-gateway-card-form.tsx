import {
  errorText,
  isApiError,
  selectConfiguration,
  useConfirmTestCardPaymentMutation,
} from '@sound-putter/web/shared';
import { useState, type FormEvent } from 'react';
import { FailureNotice } from '../../components/ui/failure-notice';
import { TouchButton } from '../../components/ui/touch-button';
import { TouchField } from '../../components/ui/touch-field';
import { useFormat, useTexts } from '../../i18n/kiosk-language';
import { kioskTexts } from '../../i18n/kiosk-texts';
import { callUntilConnected } from '../session/call-until-connected';
import { selectOrder } from '../session/kiosk-flow.slice';
import { useKioskDispatch, useKioskSelector } from '../session/kiosk-store';
import { useFinishCardPayment } from './use-finish-card-payment';

/** The local test gateway's card entry (Stripe's test numbers), touch-sized. */
export function TestGatewayCardForm() {
  const t = useTexts(kioskTexts);
  const format = useFormat();
  const dispatch = useKioskDispatch();
  const order = useKioskSelector(selectOrder);
  const { totalPrice } = useKioskSelector(selectConfiguration);
  const [confirmCard] = useConfirmTestCardPaymentMutation();
  const finish = useFinishCardPayment();
  const [card, setCard] = useState({ number: '', month: '', year: '', cvc: '' });
  const [paying, setPaying] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const set = (key: keyof typeof card) => (value: string) => setCard((c) => ({ ...c, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!order) return;
    setPaying(true);
    setFailure(null);
    const year = Number(card.year.length === 2 ? `20${card.year}` : card.year);
    const charged = await callUntilConnected(dispatch, () =>
      confirmCard({
        clientSecret: order.clientSecret,
        cardNumber: card.number,
        expMonth: Number(card.month),
        expYear: year,
        cvc: card.cvc,
      }),
    );
    const paymentId = order.clientSecret.split('_secret_')[0];
    // A repeat after a lost answer finds the order already paid: that is success too.
    const alreadyPaid = isApiError(charged.error) && charged.error.code === 'already_paid';
    const problem =
      charged.error && !alreadyPaid
        ? charged.error
        : await finish(order.orderId, charged.data?.paymentIntentId ?? paymentId);
    setPaying(false);
    if (problem) setFailure(isApiError(problem) ? errorText(problem) : String(problem));
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex max-w-4xl flex-col gap-8">
      <p className="text-2xl text-slate-300">{t.card.testNote}</p>
      <TouchField
        label={t.card.number}
        inputMode="numeric"
        value={card.number}
        onChange={(e) => set('number')(e.target.value)}
      />
      <fieldset className="flex gap-4">
        <legend className="mb-3 text-2xl font-semibold">{t.card.expiry}</legend>
        {(['month', 'year', 'cvc'] as const).map((key) => (
          <TouchField
            key={key}
            compact
            label={t.card[key]}
            inputMode="numeric"
            maxLength={key === 'month' ? 2 : 4}
            value={card[key]}
            onChange={(e) => set(key)(e.target.value)}
          />
        ))}
      </fieldset>
      <TouchButton type="submit" disabled={paying} className="min-h-20">
        {paying ? t.card.paying : t.card.payNow(format.baht(totalPrice))}
      </TouchButton>
      {failure ? <FailureNotice>{t.card.declined(failure)}</FailureNotice> : null}
    </form>
  );
}
