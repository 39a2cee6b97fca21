import {
  COMMON_PASSWORD_MESSAGE,
  EMAIL_PATTERN,
  GIFT_MESSAGE_MAX,
  GIFT_MESSAGE_TOO_LONG,
  PASSWORD_COMPLEXITY,
  PASSWORD_MIN_LENGTH,
  validationMessages,
} from './validation-messages';

describe('validation rules of spec section 5', () => {
  it('tells the shopper exactly what the spec words say, field by field', () => {
    expect(validationMessages).toEqual({
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
    });
  });

  it('words our own rules beside the spec: a common password, a gift message of at most 200 characters', () => {
    expect(COMMON_PASSWORD_MESSAGE).toBe('This password is too common. Choose one that is harder to guess.');
    expect(GIFT_MESSAGE_MAX).toBe(200);
    expect(GIFT_MESSAGE_TOO_LONG).toBe('A gift message is at most 200 characters');
  });

  it('asks a new password for at least 8 characters', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it.each(['Abcdefg1', '1aB', 'xY9', 'ก1aB', 'Sound Putter 2026'])(
    'takes %j: a lowercase, an uppercase letter and a digit',
    (password) => {
      expect(PASSWORD_COMPLEXITY.test(password)).toBe(true);
    },
  );

  it.each([
    ['no digit', 'Abcdefgh'],
    ['no uppercase letter', 'abcdefg1'],
    ['no lowercase letter', 'ABCDEFG1'],
    ['digits only', '12345678'],
    ['the letters on a line after the digit only', '1\naB'],
  ])('refuses a password with %s', (_why, password) => {
    expect(PASSWORD_COMPLEXITY.test(password)).toBe(false);
  });

  it.each(['somchai@example.com', 'a.b+c@mail.co.th', 'x@y.z'])('takes the e-mail %j', (email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(true);
  });

  it.each([
    ['no @', 'somchai.example.com'],
    ['nothing before the @', '@example.com'],
    ['no dot in the domain', 'somchai@example'],
    ['nothing after the dot', 'somchai@example.'],
    ['nothing between the @ and the dot', 'somchai@.com'],
    ['two @', 'som@chai@example.com'],
    ['a space in the name', 'som chai@example.com'],
    ['a space in the domain', 'somchai@exa mple.com'],
    ['a space at the end', 'somchai@example.com '],
    ['a space at the start', ' somchai@example.com'],
    ['a line break in the top-level domain', 'somchai@example.c\nom'],
  ])('refuses an e-mail with %s', (_why, email) => {
    expect(EMAIL_PATTERN.test(email)).toBe(false);
  });
});
