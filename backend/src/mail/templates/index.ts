import type { MailKind } from '../mail-kinds';
import { mailCheckTemplate } from './mail-check.template';
import type { MailTemplate } from './mail-template';

export type { MailContent, MailLinks, MailTemplate } from './mail-template';
export { escapeHtml } from './escape';

/** The template of each kind; a kind missing here does not compile. */
export const mailTemplates: { readonly [K in MailKind]: MailTemplate } = {
  'mail-check': mailCheckTemplate,
};
