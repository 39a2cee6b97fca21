import { Type } from '@sinclair/typebox';
import { mailStatuses } from '../mail';
import { Closed, IsoTime, NullableIsoTime, NullableString, StringEnum } from './schema-kit';

/** One SMTP attempt of a mail: its outcome, when, and the error the server or the network gave. */
export const MailAttemptViewSchema = Closed(
  {
    outcome: StringEnum(['sent', 'failed'] as const),
    at: IsoTime(),
    error: NullableString({ description: 'The SMTP or network error of a failed attempt' }),
  },
  { title: 'MailAttemptView' },
);

/** A mail of the outbox as staff see it (mail log, dead letters, an order's mails). */
export const MailLogEntrySchema = Closed(
  {
    id: Type.String({ format: 'uuid' }),
    kind: Type.String({ description: 'What the mail is: receipt, shipped, verify-email, …' }),
    to: Type.String({ description: 'The recipient ("erased" after a PDPA erasure)' }),
    language: StringEnum(['en', 'th'] as const),
    status: StringEnum(mailStatuses),
    attempts: Type.Integer({ minimum: 0 }),
    lastError: NullableString(),
    nextAttemptAt: NullableIsoTime('When a pending or failed mail is tried next; null once sent or dead'),
    createdAt: IsoTime(),
    sentAt: NullableIsoTime(),
    messageId: NullableString({ description: 'The Message-ID header it was sent with' }),
    orderId: NullableString({ format: 'uuid' }),
    resendOf: NullableString({ format: 'uuid', description: 'A staff resend: the mail it sends again' }),
    log: Type.Array(MailAttemptViewSchema, { description: 'Every attempt, oldest first' }),
  },
  { title: 'MailLogEntry' },
);
