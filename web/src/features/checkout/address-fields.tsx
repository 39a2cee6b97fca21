import type { ReactElement } from 'react';
import { type Address, isThailand, thaiProvinces } from '@sound-putter/contracts';
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

const countryNames = () => phoneCountries().map((c) => c.name);

let options: ReactElement[] | undefined;
// Built once: the same elements on every render let React skip the long list while the shopper types.
const countryOptions = () =>
  (options ??= countryNames().map((name) => (
    <option key={name} value={name}>
      {name}
    </option>
  )));

let provinces: ReactElement[] | undefined;
const provinceOptions = () =>
  (provinces ??= thaiProvinces.map((p) => (
    <option key={p.en} value={p.en}>
      {p.en} ({p.th})
    </option>
  )));

export function AddressFields({ which, legend, value, errors, onChange }: AddressFieldsProps) {
  const set = (field: keyof Address) => (v: string) => onChange({ ...value, [field]: v });
  const id = (field: keyof Address) => `${which}.${field}`;
  // A saved address may name its country differently; it stays selectable.
  const unlisted = value.country && !countryNames().includes(value.country) ? value.country : null;
  // In Thailand the province is picked from the list; a saved one written another way stays selectable.
  const thai = isThailand(value.country);
  const stateField = {
    id: id('state'),
    label: 'State/Province',
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
        label="Street Address"
        autoComplete={`section-${which} street-address`}
        value={value.streetAddress}
        error={errors[id('streetAddress')]}
        onValue={set('streetAddress')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={id('city')}
          label="City"
          autoComplete={`section-${which} address-level2`}
          value={value.city}
          error={errors[id('city')]}
          onValue={set('city')}
        />
        {thai ? (
          <SelectField {...stateField}>
            <option value="">Select a province</option>
            {unlistedProvince && <option value={unlistedProvince}>{unlistedProvince}</option>}
            {provinceOptions()}
          </SelectField>
        ) : (
          <TextField {...stateField} />
        )}
        <TextField
          id={id('postalCode')}
          label="Postal Code"
          autoComplete={`section-${which} postal-code`}
          value={value.postalCode}
          inputMode={thai ? 'numeric' : undefined}
          maxLength={thai ? 5 : undefined}
          error={errors[id('postalCode')]}
          onValue={set('postalCode')}
        />
        <SelectField
          id={id('country')}
          label="Country"
          autoComplete={`section-${which} country-name`}
          value={value.country}
          error={errors[id('country')]}
          onValue={set('country')}
        >
          <option value="">Select a country</option>
          {unlisted && <option value={unlisted}>{unlisted}</option>}
          {countryOptions()}
        </SelectField>
      </div>
    </fieldset>
  );
}
