import type { MailKind } from '../mail-kinds';
import {
  confirmNewEmailTemplate,
  emailChangedTemplate,
  passwordResetTemplate,
  signUpExistingTemplate,
  staffInvitationTemplate,
  verifyEmailTemplate,
} from './account.templates';
import { mailCheckTemplate } from './mail-check.template';
import { newsletterConfirmTemplate } from './newsletter-confirm.template';
import { newsletterWelcomeTemplate } from './newsletter-welcome.template';
import { orderLookupLinkTemplate } from './order-lookup-link.template';
import type { MailTemplate } from './mail-template';
import { orderMailTemplates } from './order/order-mail-templates';

export type { MailContent, MailLinks, MailTemplate } from './mail-template';
export { escapeHtml } from './escape';
export { newsletterOneClickUrl, newsletterUnsubscribeUrl } from './newsletter-welcome.template';

/** The template of each kind; a kind missing here does not compile. */
export const mailTemplates: { readonly [K in MailKind]: MailTemplate } = {
  'mail-check': mailCheckTemplate,
  ...orderMailTemplates,
  'account-verify-email': verifyEmailTemplate,
  'account-signup-existing': signUpExistingTemplate,
  'account-password-reset': passwordResetTemplate,
  'account-confirm-new-email': confirmNewEmailTemplate,
  'account-email-changed': emailChangedTemplate,
  'staff-invitation': staffInvitationTemplate,
  'order-lookup-link': orderLookupLinkTemplate,
  'newsletter-confirm': newsletterConfirmTemplate,
  'newsletter-welcome': newsletterWelcomeTemplate,
};
