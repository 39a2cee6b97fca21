/** The mail core's template contract (mail-api): stands in until the core's module is merged. */
export type MailLanguage = 'en' | 'th';
export interface MailLinks {
  shopUrl: string;
}
export interface MailContent {
  subject: string;
  preheader: string;
  body: string;
  text: string;
}
export type MailTemplate<D> = (data: D, language: MailLanguage, links: MailLinks) => MailContent;
