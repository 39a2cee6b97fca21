import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export interface PhoneCountry {
  /** ISO 3166 code, unique (dialling codes are shared, e.g. +1). */
  iso: CountryCode;
  name: string;
  dialCode: string;
}

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'TH';

const cached: Partial<Record<'en' | 'th', PhoneCountry[]>> = {};

/**
 * Every country libphonenumber-js knows (about 240), with its name in `language` (English unless told) from the
 * platform's CLDR data, sorted by that name.
 */
export const phoneCountries = (language: 'en' | 'th' = 'en'): PhoneCountry[] => {
  const known = cached[language];
  if (known) return known;
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames([language], { type: 'region' }) : null;
  const list = getCountries()
    .map((iso) => ({
      iso,
      name: names?.of(iso) ?? iso,
      dialCode: `+${getCountryCallingCode(iso)}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  cached[language] = list;
  return list;
};

/** Countries that dial with one shared code get their best-known member first (+1 is the United States). */
const preferredForCode: Record<string, CountryCode> = { '+1': 'US', '+7': 'RU', '+44': 'GB', '+61': 'AU' };

/** The country a stored dialling code stands for: the current choice when it matches, else the usual one. */
export const countryForDialCode = (dialCode: string, current?: CountryCode): CountryCode | undefined => {
  const all = phoneCountries();
  if (current && all.some((c) => c.iso === current && c.dialCode === dialCode)) return current;
  return preferredForCode[dialCode] ?? all.find((c) => c.dialCode === dialCode)?.iso;
};
