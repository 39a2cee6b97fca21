import {
  type Address,
  DEFAULT_COUNTRY,
  DEFAULT_PHONE_COUNTRY_CODE,
  EMAIL_PATTERN,
  GIFT_MESSAGE_MAX,
  GIFT_MESSAGE_TOO_LONG,
  graphemeLength,
  isThailand,
  isThaiPostalCode,
  isThaiProvince,
  type SavedCustomerDetails,
  THAI_POSTAL_CODE_MESSAGE,
  THAI_PROVINCE_MESSAGE,
  validationMessages as m,
} from '@sound-putter/contracts';
import type { CustomerDetailsDto } from '@sound-putter/contracts/dto';

/** The checkout form's state: the order's customer details (the request's class) with every optional field set. */
export type CustomerDetails = Required<CustomerDetailsDto>;

export const emptyAddress = (): Address => ({
  streetAddress: '',
  city: '',
  state: '',
  postalCode: '',
  country: DEFAULT_COUNTRY,
});

export const emptyCustomerDetails = (): CustomerDetails => ({
  name: '',
  email: '',
  phone: '',
  phoneCountryCode: DEFAULT_PHONE_COUNTRY_CODE,
  fulfilment: 'ship',
  shippingAddress: emptyAddress(),
  billingAddress: emptyAddress(),
  billingAddressSameAsShipping: true,
  saveForFuture: false,
  giftMessage: '',
});

/** The saved default fills the form; billing counts as "same" when the saved addresses are equal. */
export const detailsFromSaved = (saved: SavedCustomerDetails): CustomerDetails => {
  const same = JSON.stringify(saved.shippingAddress) === JSON.stringify(saved.billingAddress);
  return {
    name: saved.name,
    email: saved.email,
    phone: saved.phone,
    phoneCountryCode: saved.phoneCountryCode || DEFAULT_PHONE_COUNTRY_CODE,
    fulfilment: 'ship',
    shippingAddress: { ...saved.shippingAddress },
    billingAddress: { ...saved.billingAddress },
    billingAddressSameAsShipping: same,
    saveForFuture: false,
    giftMessage: '',
  };
};

/** Field paths as the server's 422 details name them, e.g. `shippingAddress.city`. */
export type DetailsErrors = Partial<Record<string, string>>;

const addressRules: ReadonlyArray<[keyof Address, string]> = [
  ['streetAddress', m.streetAddressRequired],
  ['city', m.cityRequired],
  ['state', m.stateRequired],
  ['postalCode', m.postalCodeRequired],
  ['country', m.countryRequired],
];

const blank = (value: string) => value.trim() === '';

/** Spec section 5: each field's first broken rule, keyed by its path. */
export const validateCustomerDetails = (details: CustomerDetails): DetailsErrors => {
  const errors: DetailsErrors = {};
  if (blank(details.name)) errors.name = m.nameRequired;
  if (!EMAIL_PATTERN.test(details.email.trim())) errors.email = m.email;
  if (blank(details.phone)) errors.phone = m.phoneRequired;
  if (blank(details.phoneCountryCode)) errors.phoneCountryCode = m.phoneCountryCodeRequired;
  if (graphemeLength(details.giftMessage.trim()) > GIFT_MESSAGE_MAX) errors.giftMessage = GIFT_MESSAGE_TOO_LONG;
  // Collected at the centre: no shipping address, and billing only when it is not the same.
  const pickup = details.fulfilment === 'pickup';
  const addresses: Array<'shippingAddress' | 'billingAddress'> = details.billingAddressSameAsShipping
    ? pickup
      ? []
      : ['shippingAddress']
    : pickup
      ? ['billingAddress']
      : ['shippingAddress', 'billingAddress'];
  for (const which of addresses) {
    for (const [field, message] of addressRules)
      if (blank(details[which][field])) errors[`${which}.${field}`] = message;
    Object.assign(errors, thaiAddressErrors(details[which], which));
  }
  return errors;
};

/** In Thailand a filled-in postal code and province must be real ones (as the server checks); blanks are left alone. */
const thaiAddressErrors = (a: Address, which: string): DetailsErrors => {
  const errors: DetailsErrors = {};
  if (!isThailand(a.country)) return errors;
  if (!blank(a.postalCode) && !isThaiPostalCode(a.postalCode)) errors[`${which}.postalCode`] = THAI_POSTAL_CODE_MESSAGE;
  if (!blank(a.state) && !isThaiProvince(a.state)) errors[`${which}.state`] = THAI_PROVINCE_MESSAGE;
  return errors;
};

const trimAddress = (a: Address): Address => ({
  streetAddress: a.streetAddress.trim(),
  city: a.city.trim(),
  state: a.state.trim(),
  postalCode: a.postalCode.trim(),
  country: a.country.trim(),
});

/** What is sent: trimmed, with billing copied from shipping when they are the same. */
export const detailsForSubmit = (details: CustomerDetails, signedIn: boolean): CustomerDetails => {
  const shippingAddress = trimAddress(details.shippingAddress);
  return {
    name: details.name.trim(),
    email: details.email.trim(),
    phone: details.phone.trim(),
    phoneCountryCode: details.phoneCountryCode,
    fulfilment: details.fulfilment === 'pickup' ? 'pickup' : 'ship',
    shippingAddress,
    billingAddress: details.billingAddressSameAsShipping ? { ...shippingAddress } : trimAddress(details.billingAddress),
    billingAddressSameAsShipping: details.billingAddressSameAsShipping,
    saveForFuture: signedIn && details.saveForFuture,
    giftMessage: details.giftMessage.trim(),
  };
};

/** The server's 422 details (first message per field) in the form's shape. */
export const errorsFromServer = (details: Record<string, string[]> | undefined): DetailsErrors => {
  const errors: DetailsErrors = {};
  for (const [path, messages] of Object.entries(details ?? {})) {
    const field = path.replace(/^customerDetails\./, '');
    if (messages[0]) errors[field] = messages[0];
  }
  return errors;
};
