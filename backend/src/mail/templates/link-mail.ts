import { escapeHtml } from './escape';
import type { MailContent } from './mail-template';

/** The words of a mail whose point is one link: what happened, what the link does, its button, what to do if not you. */
export interface LinkMailWords {
  subject: string;
  preheader: string;
  lead: string;
  how: string;
  button: string;
  ignore: string;
}

/** A mail with one button to `url` (and the URL written out in the plain-text part). */
export const linkMail = (w: LinkMailWords, url: string): MailContent => ({
  subject: w.subject,
  preheader: w.preheader,
  body: `<mj-section><mj-column>
  <mj-text>${escapeHtml(w.lead)}</mj-text>
  <mj-text>${escapeHtml(w.how)}</mj-text>
  <mj-button href="${escapeHtml(url)}" background-color="#1a1a1a" color="#ffffff">${escapeHtml(w.button)}</mj-button>
  <mj-text color="#6b6b6b" font-size="14px">${escapeHtml(w.ignore)}</mj-text>
</mj-column></mj-section>`,
  text: `${w.lead}\n\n${w.how}\n\n${w.button}: ${url}\n\n${w.ignore}`,
});
