import type { Static } from '@sinclair/typebox';
import type { MailAttemptViewSchema, MailLogEntrySchema } from './schemas/mail.schema';

/** pending: waiting for its first attempt; failed: an attempt failed, retried later; dead: no more attempts. */
export const mailStatuses = ['pending', 'sent', 'failed', 'dead'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/** One SMTP attempt of a mail (the mail log). */
export type MailAttemptView = Static<typeof MailAttemptViewSchema>;

/** A mail as staff see it: GET /api/admin/mail, /api/admin/mail/orders/{orderId}, retry and resend answers. */
export type MailLogEntry = Static<typeof MailLogEntrySchema>;
