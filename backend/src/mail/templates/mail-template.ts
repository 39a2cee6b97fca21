import type { MailLanguage } from '../mail-kinds';

/** What a template gives the brand layout: the body is MJML sections (`<mj-section>…`), text the plain part. */
export interface MailContent {
  subject: string;
  /** The inbox preview line shown after the subject. */
  preheader: string;
  /** MJML body sections, placed inside the layout's `<mj-body>` between the header and the footer. */
  body: string;
  /** The plain-text part: the same message without markup. */
  text: string;
}

/** Absolute bases a template may link to (mail clients resolve nothing relative). */
export interface MailLinks {
  /** The shop's public base URL without a trailing slash, e.g. `https://shop.example`. */
  shopUrl: string;
}

/** A pure function from the data stored with the outbox row to the mail's content. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each template narrows its own data type
export type MailTemplate<D = any> = (data: D, language: MailLanguage, links: MailLinks) => MailContent;
