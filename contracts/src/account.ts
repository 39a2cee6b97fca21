import type { Static } from '@sinclair/typebox';
import type {
  UserViewSchema,
  MeResponseSchema,
  AddressSchema,
  SavedCustomerDetailsSchema,
  KioskDeviceViewSchema,
  ErasureResultSchema,
  InvitationWithdrawnSchema,
  LinkRedeemedSchema,
  MailRequestAcceptedSchema,
  StaffAccountViewSchema,
} from './schemas/account.schema';
export const roles = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof roles)[number];

/** What the client sees of a user (GET /api/auth/me, login, signup). */
export type UserView = Static<typeof UserViewSchema>;

/** A staff or admin account as an admin manages it (GET /api/admin/users). */
export type StaffAccountView = Static<typeof StaffAccountViewSchema>;

/** GET /api/auth/me: always 200; `user` is null when the browser is signed out ("user (or none)"). */
export type MeResponse = Static<typeof MeResponseSchema>;

/** POST /api/admin/customers/erase and DELETE /api/account: what a PDPA erasure removed. */
export type ErasureResult = Static<typeof ErasureResultSchema>;

/** The one address shape used everywhere (orders, saved details, forms). */
export type Address = Static<typeof AddressSchema>;

/** GET /api/customer-addresses/default. */
export type SavedCustomerDetails = Static<typeof SavedCustomerDetailsSchema>;

export const DEFAULT_PHONE_COUNTRY_CODE = '+66';
export const DEFAULT_COUNTRY = 'Thailand';

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

/** Sign-up, password-reset request, e-mail change request: the same answer whether or not the address has an account. */
export type MailRequestAccepted = Static<typeof MailRequestAcceptedSchema>;

/** A mailed link redeemed: the account's address now. */
export type LinkRedeemed = Static<typeof LinkRedeemedSchema>;
export type InvitationWithdrawn = Static<typeof InvitationWithdrawnSchema>;
