import type { Static } from '@sinclair/typebox';
import type {
  UserViewSchema,
  MeResponseSchema,
  AddressSchema,
  SavedCustomerDetailsSchema,
  KioskDeviceViewSchema,
} from './schemas/account.schema';
export const roles = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

/** What the client sees of a user (GET /api/auth/me, login, signup). */
export type UserView = Static<typeof UserViewSchema>;

/** GET /api/auth/me: always 200; `user` is null when the browser is signed out ("user (or none)"). */
export type MeResponse = Static<typeof MeResponseSchema>;

/** POST /api/admin/customers/erase and DELETE /api/account: what a PDPA erasure removed. */
export interface ErasureResult {
  /** Customer keys deleted: every event sealed with them can no longer be read. */
  keysDeleted: number;
  /** Orders whose name, e-mail, phone and addresses now read "erased". */
  ordersErased: number;
  /** Events still in plaintext (written before sealing) that were sealed first, so deleting the key erased them too. */
  legacyEventsSealed: number;
  accountDeleted: boolean;
}

/** The one address shape used everywhere (orders, saved details, forms). */
export type Address = Static<typeof AddressSchema>;

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
export type SavedCustomerDetails = Static<typeof SavedCustomerDetailsSchema>;

export const DEFAULT_PHONE_COUNTRY_CODE = '+66';
export const DEFAULT_COUNTRY = 'Thailand';

/** What a walk-in customer gives at the kiosk: the putter is collected in store, so no address; e-mail optional. */
export interface WalkInCustomerDetails {
  name: string;
  phone: string;
  phoneCountryCode: string;
  email?: string;
}

/** Where kiosk orders are collected; recorded as their shipping and billing address. */
export const PERFORMANCE_CENTRE_ADDRESS: Address = {
  streetAddress: 'Collect in store: Sound Putter performance centre',
  city: 'Bangkok',
  state: 'Bangkok',
  postalCode: '',
  country: 'Thailand',
};

/** GET /api/kiosk/device: whether this request carried the shop's kiosk device token. */
export type KioskDeviceView = Static<typeof KioskDeviceViewSchema>;
