import type { ReactElement } from 'react';
import { type Address, isThailand, type ShopLanguage, thaiProvinces } from '@sound-putter/contracts';
import { useLanguage } from '../../lib/use-language';
import { useCheckoutTexts } from './checkout-texts';
import { SelectField, TextField } from './form-field';
import { phoneCountries } from './phone-countries';
import type { DetailsErrors } from './customer-details';

interface AddressFieldsProps {
  /** `shippingAddress` or `billingAddress`: the prefix of its field ids and error keys. */
  which: 'shippingAddress' | 'billingAddress';
  legend: string;
  value: Address;
  errors: DetailsErrors;
  onChange: (next: Address) => void;
}

/** The countries' English names: the value an address keeps, whatever language the list is shown in. */
const countryNames = () => phoneCountries().map((c) => c.name);

const options: Partial<Record<ShopLanguage, ReactElement[]>> = {};
// Built once per language: the same elements on every render let React skip the long list while the shopper types.
const countryOptions = (language: ShopLanguage) =>
  (options[language] ??= phoneCountries(language).map((c) => {
    const value = phoneCountries().find((english) => english.iso === c.iso)?.name ?? c.name;
    return (
      <option key={value} value={value}>
        {c.name}
      </option>
    );
  }));

const provinces: Partial<Record<ShopLanguage, ReactElement[]>> = {};
const provinceOptions = (language: ShopLanguage) =>
  (provinces[language] ??= [...thaiProvinces]
    .sort((a, b) => a[language].localeCompare(b[language], language))
    .map((p) => (
      <option key={p.en} value={p.en}>
        {language === 'th' ? p.th : `${p.en} (${p.th})`}
      </option>
    )));

export function AddressFields({ which, legend, value, errors, onChange }: AddressFieldsProps) {
  const t = useCheckoutTexts();
  const { language } = useLanguage();
  const set = (field: keyof Address) => (v: string) => onChange({ ...value, [field]: v });
  const id = (field: keyof Address) => `${which}.${field}`;
  // A saved address may name its country differently; it stays selectable.
  const unlisted = value.country && !countryNames().includes(value.country) ? value.country : null;
  // In Thailand the province is picked from the list; a saved one written another way stays selectable.
  const thai = isThailand(value.country);
  const stateField = {
    id: id('state'),
    label: t.state,
    autoComplete: `section-${which} address-level1`,
    value: value.state,
    error: errors[id('state')],
    onValue: set('state'),
  };
  const unlistedProvince = thai && value.state && !thaiProvinces.some((p) => p.en === value.state) ? value.state : null;
  return (
    <fieldset className="space-y-4">
      <legend className="mb-3 text-lg font-semibold">{legend}</legend>
      <TextField
        id={id('streetAddress')}
        label={t.street}
        autoComplete={`section-${which} street-address`}
        value={value.streetAddress}
        error={errors[id('streetAddress')]}
        onValue={set('streetAddress')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('city')}
          label={t.city}
          autoComplete={`section-${which} address-level2`}
          value={value.city}
          error={errors[id('city')]}
          onValue={set('city')}
        />
        {thai ? (
          <SelectField {...stateField}>
            <option value="">{t.chooseProvince}</option>
            {unlistedProvince && <option value={unlistedProvince}>{unlistedProvince}</option>}
            {provinceOptions(language)}
          </SelectField>
        ) : (
          <TextField {...stateField} />
        )}
        <TextField
          id={id('postalCode')}
          label={t.postalCode}
          autoComplete={`section-${which} postal-code`}
          value={value.postalCode}
          inputMode={thai ? 'numeric' : undefined}
          maxLength={thai ? 5 : undefined}
          error={errors[id('postalCode')]}
          onValue={set('postalCode')}
        />
        <SelectField
          id={id('country')}
          label={t.country}
          autoComplete={`section-${which} country-name`}
          value={value.country}
          error={errors[id('country')]}
          onValue={set('country')}
        >
          <option value="">{t.chooseCountry}</option>
          {unlisted && <option value={unlisted}>{unlisted}</option>}
          {countryOptions(language)}
        </SelectField>
      </div>
    </fieldset>
  );
}
