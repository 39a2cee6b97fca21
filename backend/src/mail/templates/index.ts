import type { MailKind } from '../mail-kinds';
import { mailCheckTemplate } from './mail-check.template';
import { newsletterConfirmTemplate } from './newsletter-confirm.template';
import { newsletterWelcomeTemplate } from './newsletter-welcome.template';
import { orderLookupLinkTemplate } from './order-lookup-link.template';
import type { MailTemplate } from './mail-template';

export type { MailContent, MailLinks, MailTemplate } from './mail-template';
export { escapeHtml } from './escape';
export { newsletterOneClickUrl, newsletterUnsubscribeUrl } from './newsletter-welcome.template';

/** The template of each kind; a kind missing here does not compile. */
export const mailTemplates: { readonly [K in MailKind]: MailTemplate } = {
  'mail-check': mailCheckTemplate,
  'order-lookup-link': orderLookupLinkTemplate,
  'newsletter-confirm': newsletterConfirmTemplate,
  'newsletter-welcome': newsletterWelcomeTemplate,
};
