import { GIFT_MESSAGE_MAX, graphemeLength, type ShopLanguage } from '@sound-putter/contracts';
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { AddressFields } from './address-fields';
import {
  type CustomerDetails,
  detailsForSubmit,
  emptyAddress,
  validateCustomerDetails,
  type DetailsErrors,
} from './customer-details';
import { FieldError, SelectField, TextAreaField, TextField } from './form-field';
import { useCheckoutTexts } from './checkout-texts';
import { countryForDialCode, DEFAULT_PHONE_COUNTRY, phoneCountries } from './phone-countries';
import { useLanguage } from '../../lib/use-language';

export interface CustomerDetailsFormProps {
  initial: CustomerDetails;
  signedIn: boolean;
  submitting: boolean;
  /** Field messages from the server's 422, shown like the form's own. */
  serverErrors?: DetailsErrors;
  /** Every edit, so the details survive a reload. */
  onDraft?: (details: CustomerDetails) => void;
  onSubmit: (details: CustomerDetails) => void;
  /**
   * More of the form before its button (the checkout's tax invoice request): its fields, told whether to show their
   * messages yet, and its own check, whose messages are keyed by element id like the form's.
   */
  extra?: { render: (showErrors: boolean) => ReactNode; validate: () => DetailsErrors };
}

const dialOptions: Partial<Record<ShopLanguage, ReactElement[]>> = {};
// Built once per language: the same elements on every render let React skip the long list while the shopper types.
const dialCodeOptions = (language: ShopLanguage) =>
  (dialOptions[language] ??= phoneCountries(language).map((c) => (
    <option key={c.iso} value={c.iso}>
      {c.name} ({c.dialCode})
    </option>
  )));

const NO_ERRORS: DetailsErrors = {};

const focusFirstError = (errors: DetailsErrors) => {
  const first = Object.keys(errors)[0];
  if (first) document.getElementById(first)?.focus();
};

/** Step 1: the messages appear on submit, then follow every change (spec section 5). */
export function CustomerDetailsForm({
  initial,
  signedIn,
  submitting,
  serverErrors = NO_ERRORS,
  onDraft,
  onSubmit,
  extra,
}: CustomerDetailsFormProps) {
  const t = useCheckoutTexts();
  const { language } = useLanguage();
  const [details, setDetails] = useState<CustomerDetails>(initial);
  // The form is mounted again after a refused submit (a busy panel stood in): the server's messages show at once.
  const [submitted, setSubmitted] = useState(() => Object.keys(serverErrors).length > 0);
  const [phoneCountry, setPhoneCountry] = useState(
    () => countryForDialCode(initial.phoneCountryCode) ?? DEFAULT_PHONE_COUNTRY,
  );
  const [shownServerErrors, setShownServerErrors] = useState(serverErrors);
  const [lastServerErrors, setLastServerErrors] = useState(serverErrors);
  if (serverErrors !== lastServerErrors) {
    setLastServerErrors(serverErrors);
    setShownServerErrors(serverErrors);
    if (Object.keys(serverErrors).length > 0) setSubmitted(true);
  }

  const errors: DetailsErrors = submitted
    ? { ...shownServerErrors, ...validateCustomerDetails(details), ...extra?.validate() }
    : {};

  const update = (next: CustomerDetails) => {
    setDetails(next);
    // A server message describes the value it was given; an edit makes the form's own rules the judge again.
    setShownServerErrors({});
    onDraft?.(next);
  };
  const set = <K extends keyof CustomerDetails>(key: K, value: CustomerDetails[K]) =>
    update({ ...details, [key]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = { ...validateCustomerDetails(details), ...extra?.validate() };
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    onSubmit(detailsForSubmit(details, signedIn));
  };

  const countries = phoneCountries();
  return (
    <form noValidate onSubmit={submit} className="space-y-8" aria-label={t.formName}>
      <fieldset className="space-y-4">
        <legend className="mb-3 text-lg font-semibold">{t.contact}</legend>
        <TextField
          id="name"
          label={t.name}
          autoComplete="name"
          value={details.name}
          error={errors.name}
          onValue={(v) => set('name', v)}
        />
        <TextField
          id="email"
          label={t.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={details.email}
          error={errors.email}
          onValue={(v) => set('email', v)}
        />
        <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <SelectField
            id="phoneCountryCode"
            label={t.countryCode}
            autoComplete="tel-country-code"
            value={phoneCountry}
            error={errors.phoneCountryCode}
            onValue={(iso) => {
              const country = countries.find((c) => c.iso === iso);
              if (!country) return;
              setPhoneCountry(country.iso);
              set('phoneCountryCode', country.dialCode);
            }}
          >
            {dialCodeOptions(language)}
          </SelectField>
          <TextField
            id="phone"
            label={t.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            value={details.phone}
            error={errors.phone}
            onValue={(v) => set('phone', v)}
          />
        </div>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="mb-3 text-lg font-semibold">{t.delivery}</legend>
        {(
          [
            ['ship', ...t.ship],
            ['pickup', ...t.pickup],
          ] as const
        ).map(([value, label, hint]) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 text-sm has-checked:border-brand-700 dark:border-slate-600 dark:has-checked:border-brand-500"
          >
            <input
              type="radio"
              name="fulfilment"
              value={value}
              className="mt-0.5 h-5 w-5 accent-brand-700"
              checked={(details.fulfilment ?? 'ship') === value}
              onChange={() => update({ ...details, fulfilment: value })}
            />
            <span>
              <span className="block font-medium">{label}</span>
              <span className="block text-slate-600 dark:text-slate-300">{hint}</span>
            </span>
          </label>
        ))}
      </fieldset>

      {details.fulfilment !== 'pickup' && (
        <AddressFields
          which="shippingAddress"
          legend={t.shippingAddress}
          value={details.shippingAddress}
          errors={errors}
          onChange={(next) =>
            update({
              ...details,
              shippingAddress: next,
              ...(details.billingAddressSameAsShipping ? { billingAddress: { ...next } } : {}),
            })
          }
        />
      )}

      <div className="space-y-4">
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={details.billingAddressSameAsShipping}
            onChange={(e) =>
              update({
                ...details,
                billingAddressSameAsShipping: e.target.checked,
                // Ticked copies the shipping address; unticked starts billing from the defaults.
                billingAddress: e.target.checked ? { ...details.shippingAddress } : emptyAddress(),
              })
            }
          />
          {details.fulfilment === 'pickup' ? t.noBilling : t.billingSame}
        </label>
        {!details.billingAddressSameAsShipping && (
          <AddressFields
            which="billingAddress"
            legend={t.billingAddress}
            value={details.billingAddress}
            errors={errors}
            onChange={(next) => set('billingAddress', next)}
          />
        )}
      </div>

      <TextAreaField
        id="giftMessage"
        label={t.giftMessage}
        value={details.giftMessage}
        error={errors.giftMessage}
        onValue={(value) => set('giftMessage', value)}
        rows={3}
        hint={
          <span className="flex justify-between gap-4">
            <span>{t.giftHint}</span>
            <span data-testid="gift-message-count" className="shrink-0 tabular-nums">
              {graphemeLength(details.giftMessage.trim())}/{GIFT_MESSAGE_MAX}
            </span>
          </span>
        }
      />

      {signedIn && (
        <label className="flex items-center gap-3 text-sm font-medium">
          <input
            type="checkbox"
            className="h-5 w-5 accent-brand-700"
            checked={details.saveForFuture}
            onChange={(e) => set('saveForFuture', e.target.checked)}
          />
          {t.save}
        </label>
      )}

      {extra?.render(submitted)}

      <FieldError id="form" message={submitted && Object.keys(errors).length > 0 ? t.fixFields : undefined} />
      <Button type="submit" size="lg" className="w-full" disabled={submitting}>
        {submitting ? t.processing : t.continue}
      </Button>
    </form>
  );
}
