/** The mail context's public entry: other contexts and the composition root import only this file. */
export { renderBrandLayout, type RenderedMail } from './brand-layout';
export {
  type MailAttachment,
  MailAttachments,
  type MailAttachmentsOutcome,
  noAttachments,
  noMailAttachments,
} from './mail-attachments';
export { type MailKind, type MailLanguage, mailKinds, mailLanguages, marketingKinds } from './mail-kinds';
export { MailOutbox, type OutgoingMail, type Queryable } from './mail-outbox';
export { MailErasure, type MailErasureTarget } from './mail-erasure';
export { MailLog } from './mail-log';
export { MailApiModule, MailModule } from './mail.module';
export { MailSender } from './mail-sender';
export { MailWorkerModule } from './mail-worker.module';
export {
  escapeHtml,
  type MailContent,
  type MailLinks,
  type MailTemplate,
  mailTemplates,
  newsletterOneClickUrl,
  newsletterUnsubscribeUrl,
} from './templates';
export type { OrderMailDataByKind, OrderMailKind, OrderMailLine } from './templates/order/order-mail-data';
