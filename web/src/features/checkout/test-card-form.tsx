import { formatThb } from '@sound-putter/contracts';
import { useState, type FormEvent } from 'react';
import { errorText, isApiError } from '../../api';
import { useConfirmTestCardPaymentMutation } from '../../api/orders.api';
import { Button } from '../../components/ui/button';
import { TextField } from './form-field';
import { parseExpiry, validateCard, type CardErrors, type CardFields } from './test-card';

/** The card's fields: each is `card-<field>`, so a refused field can be focused by its name. */
const cardFieldText: Record<keyof CardFields, { label: string; autoComplete: string; placeholder: string }> = {
  number: { label: 'Card Number', autoComplete: 'cc-number', placeholder: '1234 1234 1234 1234' },
  expiry: { label: 'Expiry (MM/YY)', autoComplete: 'cc-exp', placeholder: 'MM/YY' },
  cvc: { label: 'CVC', autoComplete: 'cc-csc', placeholder: '123' },
};

export interface TestCardFormProps {
  clientSecret: string;
  amount: number | null;
  onPaid: (paymentIntentId: string) => void;
}

/** The local test gateway's card form: the same step as Stripe's, confirmed through the shop's own API. */
export function TestCardForm({ clientSecret, amount, onPaid }: TestCardFormProps) {
  const [card, setCard] = useState<CardFields>({ number: '', expiry: '', cvc: '' });
  const [submitted, setSubmitted] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<CardErrors>({});
  const [confirm, { isLoading }] = useConfirmTestCardPaymentMutation();
  const errors: CardErrors = submitted ? { ...serverErrors, ...validateCard(card) } : {};

  const set = (field: keyof CardFields) => (value: string) => {
    setCard({ ...card, [field]: value });
    setServerErrors({});
  };

  const cardField = (field: keyof CardFields) => (
    <TextField
      id={`card-${field}`}
      inputMode="numeric"
      {...cardFieldText[field]}
      value={card[field]}
      error={errors[field]}
      onValue={set(field)}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setDeclined(null);
    const found = validateCard(card);
    const first = Object.keys(found)[0];
    if (first) {
      document.getElementById(`card-${first}`)?.focus();
      return;
    }
    const { month, year } = parseExpiry(card.expiry) ?? { month: 0, year: 0 };
    try {
      const result = await confirm({
        clientSecret,
        cardNumber: card.number.replace(/\s+/g, ''),
        expMonth: month,
        expYear: year,
        cvc: card.cvc.trim(),
      }).unwrap();
      onPaid(result.paymentIntentId);
    } catch (error) {
      if (!isApiError(error)) {
        setDeclined('Payment processing failed');
        return;
      }
      const details = error.details ?? {};
      const fieldErrors: CardErrors = {};
      if (details.cardNumber?.[0]) fieldErrors.number = details.cardNumber[0];
      if (details.expMonth?.[0] ?? details.expYear?.[0])
        fieldErrors.expiry = details.expMonth?.[0] ?? details.expYear?.[0];
      if (details.cvc?.[0]) fieldErrors.cvc = details.cvc[0];
      setServerErrors(fieldErrors);
      if (Object.keys(fieldErrors).length === 0) setDeclined(errorText(error) || 'Payment processing failed');
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Card payment">
      <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
        Test mode: pay with 4242 4242 4242 4242; 4000 0000 0000 0002 is declined and 4000 0000 0000 9995 has
        insufficient funds. Any future expiry date and any 3-digit CVC.
      </p>
      {cardField('number')}
      <div className="grid grid-cols-2 gap-4">
        {cardField('expiry')}
        {cardField('cvc')}
      </div>
      {declined && (
        <p
          role="alert"
          className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {declined}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={isLoading}>
        {isLoading ? 'Processing payment...' : amount === null ? 'Pay Now' : `Pay ${formatThb(amount)}`}
      </Button>
    </form>
  );
}
