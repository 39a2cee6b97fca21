import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export interface PhoneCountry {
  /** ISO 3166 code, unique (dialling codes are shared, e.g. +1). */
  iso: CountryCode;
  name: string;
  dialCode: string;
}

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'TH';

let cached: PhoneCountry[] | undefined;

/**
 * Every country libphonenumber-js knows (about 240), with its English name from the platform's CLDR data,
 * sorted by name.
 */
export const phoneCountries = (): PhoneCountry[] => {
  if (cached) return cached;
  const names = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'region' }) : null;
  cached = getCountries()
    .map((iso) => ({
      iso,
      name: names?.of(iso) ?? iso,
      dialCode: `+${getCountryCallingCode(iso)}`,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return cached;
};

/** Countries that dial with one shared code get their best-known member first (+1 is the United States). */
const preferredForCode: Record<string, CountryCode> = { '+1': 'US', '+7': 'RU', '+44': 'GB', '+61': 'AU' };

/** The country a stored dialling code stands for: the current choice when it matches, else the usual one. */
export const countryForDialCode = (dialCode: string, current?: CountryCode): CountryCode | undefined => {
  const all = phoneCountries();
  if (current && all.some((c) => c.iso === current && c.dialCode === dialCode)) return current;
  return preferredForCode[dialCode] ?? all.find((c) => c.dialCode === dialCode)?.iso;
};
