/** The exact field messages of spec section 5; the server sends them in 422 details and the forms show them. */
export const validationMessages = {
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordComplexity: 'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  nameRequired: 'Name is required',
  phoneRequired: 'Phone number is required',
  phoneCountryCodeRequired: 'Country code is required',
  streetAddressRequired: 'Street address is required',
  cityRequired: 'City is required',
  stateRequired: 'State/Province is required',
  postalCodeRequired: 'Postal code is required',
  countryRequired: 'Country is required',
} as const;

/**
 * Our rule beside the spec's (OWASP ASVS 5.0 6.2.4): a new password is not one of the most common ones. Only the
 * server checks it, so the list stays out of the web bundle; the forms show this message from the 422 details.
 */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_COMPLEXITY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;
/** Pragmatic e-mail shape: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A gift message printed with the putter: up to this many characters as a person counts them (Thai, emoji allowed). */
export const GIFT_MESSAGE_MAX = 200;
export const GIFT_MESSAGE_TOO_LONG = `A gift message is at most ${GIFT_MESSAGE_MAX} characters`;
