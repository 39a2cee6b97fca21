export const roles = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

/** What the client sees of a user (GET /api/auth/me, login, signup). */
export interface UserView {
  id: string;
  email: string;
  role: Role;
}

/** GET /api/auth/me: always 200; `user` is null when the browser is signed out ("user (or none)"). */
export interface MeResponse {
  user: UserView | null;
}

/** The one address shape used everywhere (orders, saved details, forms). */
export interface Address {
  streetAddress: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/** The checkout's customer details form (spec section 3). */
export interface CustomerDetails {
  name: string;
  email: string;
  phone: string;
  phoneCountryCode: string;
  shippingAddress: Address;
  billingAddress: Address;
  billingAddressSameAsShipping: boolean;
  saveForFuture: boolean;
}

/** GET /api/customer-addresses/default. */
export interface SavedCustomerDetails {
  name: string;
  email: string;
  phone: string;
  phoneCountryCode: string;
  shippingAddress: Address;
  billingAddress: Address;
}

export const DEFAULT_PHONE_COUNTRY_CODE = '+66';
export const DEFAULT_COUNTRY = 'Thailand';
