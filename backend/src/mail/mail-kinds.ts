import { orderMailKinds } from './templates/order/order-mail-data';

/**
 * Every kind of mail the shop sends; each has a template in templates/index.ts (the registry's type makes a kind
 * without one a compile error). Helpers adding mails add their kind here and their template there.
 */
export const mailKinds = [
  // Staff's test mail from the admin API: proves the SMTP settings end to end.
  'mail-check',
  // The order's milestones, from the orders context's log consumer (templates/order/).
  ...orderMailKinds,
  // Identity: the sign-up link, the notice to an address that already has an account, the reset link, the new
  // address's confirmation link, and the notice to the address an account left.
  'account-verify-email',
  'account-signup-existing',
  'account-password-reset',
  'account-confirm-new-email',
  'account-email-changed',
  // Identity: an admin's invitation to a colleague, with the link that sets the staff account's password.
  'staff-invitation',
  // Track by e-mail: the link that opens the address's orders in one browser (orders/lookup).
  'order-lookup-link',
  // The newsletter's double opt-in confirmation (transactional: no consent yet) and its first mail (marketing).
  'newsletter-confirm',
  'newsletter-welcome',
] as const;

export type MailKind = (typeof mailKinds)[number];

export const mailLanguages = ['en', 'th'] as const;

export type MailLanguage = (typeof mailLanguages)[number];

/** Marketing kinds need consent and carry an unsubscribe link; every other kind is transactional. */
export const marketingKinds: ReadonlySet<MailKind> = new Set<MailKind>(['newsletter-welcome']);
