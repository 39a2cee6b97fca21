import type { Address } from '@sound-putter/contracts';

/** A valid Thai shipping address for checkout tests. */
export const testAddress: Address = {
  streetAddress: '99 Rama IV Rd',
  city: 'Bangkok',
  state: 'Bangkok',
  postalCode: '10500',
  country: 'Thailand',
};

/** Valid checkout details (billing = shipping), with any field replaced. */
export const testCustomerDetails = (overrides: Record<string, unknown> = {}) => ({
  name: 'Somchai Jaidee',
  email: 'somchai@example.com',
  phone: '812345678',
  phoneCountryCode: '+66',
  shippingAddress: testAddress,
  billingAddressSameAsShipping: true,
  ...overrides,
});
