import { Type } from '@sinclair/typebox';
import { roles } from '../account';
import { Closed, IsoTime, StringEnum } from './schema-kit';

export const RoleSchema = StringEnum(roles);

/** What the client sees of a user (GET /api/auth/me, login, signup, admin account creation). */
export const UserViewSchema = Closed(
  { id: Type.String({ format: 'uuid' }), email: Type.String(), role: RoleSchema },
  { title: 'UserView' },
);

/** A staff or admin account as an admin manages it (GET /api/admin/users). */
export const StaffAccountViewSchema = Closed(
  {
    id: Type.String({ format: 'uuid' }),
    email: Type.String(),
    role: RoleSchema,
    disabled: Type.Boolean({ description: 'Disabled: cannot sign in; its sessions ended when it was disabled' }),
    createdAt: IsoTime(),
    invitation: Type.Union(
      [
        Closed(
          { expiresAt: IsoTime() },
          { description: 'Invited by e-mail and not accepted yet: until when the mailed link works (72 hours)' },
        ),
        Type.Null(),
      ],
      { description: 'null once the account has a password of its own' },
    ),
  },
  { title: 'StaffAccountView' },
);

/** DELETE /api/admin/users/{id}/invitation: the pending invitation withdrawn, and its waiting account removed. */
export const InvitationWithdrawnSchema = Closed(
  { id: Type.String({ format: 'uuid' }), email: Type.String() },
  { title: 'InvitationWithdrawn' },
);

/** GET /api/auth/me: always 200; `user` is null when the browser is signed out. */
export const MeResponseSchema = Closed(
  { user: Type.Union([UserViewSchema, Type.Null()]) },
  { title: 'MeResponse', description: '`user` is null when the browser is signed out (still 200).' },
);

/** The one address shape used everywhere (orders, saved details, forms). */
export const AddressSchema = Closed(
  {
    streetAddress: Type.String(),
    city: Type.String(),
    state: Type.String(),
    postalCode: Type.String(),
    country: Type.String(),
  },
  { title: 'Address' },
);

/** GET /api/customer-addresses/default. */
export const SavedCustomerDetailsSchema = Closed(
  {
    name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    phoneCountryCode: Type.String(),
    shippingAddress: AddressSchema,
    billingAddress: AddressSchema,
  },
  { title: 'SavedCustomerDetails' },
);

/** GET /api/kiosk/device: whether this request carried the shop's kiosk device token. */
export const KioskDeviceViewSchema = Closed({ kiosk: Type.Boolean() }, { title: 'KioskDeviceView' });

/** POST /api/auth/logout. */
export const LoggedOutSchema = Closed({ ok: Type.Literal(true) }, { title: 'LoggedOut' });

/** POST /api/admin/customers/erase and DELETE /api/account: what a PDPA erasure removed. */
export const ErasureResultSchema = Closed(
  {
    keysDeleted: Type.Integer({
      minimum: 0,
      description: 'Customer keys deleted: events sealed with them are unreadable',
    }),
    ordersErased: Type.Integer({ minimum: 0, description: 'Orders whose personal fields now read "erased"' }),
    legacyEventsSealed: Type.Integer({
      minimum: 0,
      description: 'Plaintext events (written before sealing) sealed first, so deleting the key erased them too',
    }),
    accountDeleted: Type.Boolean(),
  },
  { title: 'ErasureResult' },
);

/**
 * POST /api/auth/signup, /api/auth/password-reset and /api/account/email: the request was taken and a mail may be on
 * its way. The same answer whether or not the address has an account, so it tells nobody which ones do.
 */
export const MailRequestAcceptedSchema = Closed(
  { accepted: Type.Literal(true) },
  { title: 'MailRequestAccepted', description: 'The same for every address; see your inbox.' },
);

/** A mailed link redeemed (e-mail verified, password reset, e-mail changed): the account's address now. */
export const LinkRedeemedSchema = Closed({ email: Type.String() }, { title: 'LinkRedeemed' });
