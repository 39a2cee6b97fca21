/** A file sent with a mail (a receipt's PDF). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A mail's files, or what it still waits for (a document another context has not issued yet). */
export type MailAttachmentsOutcome =
  { ready: true; attachments: MailAttachment[] } | { ready: false; waitingFor: string };

/**
 * The mail context's port for files made elsewhere, asked at send time: what a mail carries may come into being
 * after the mail was enqueued. The composition root binds it; a mail kind nobody attaches to gets no files.
 */
export abstract class MailAttachments {
  abstract forMail(kind: string, data: Record<string, unknown>): Promise<MailAttachmentsOutcome>;
}

export const noAttachments: MailAttachmentsOutcome = { ready: true, attachments: [] };

/** For senders whose mails carry no files (tests of the sender alone, tools). */
export const noMailAttachments: MailAttachments = { forMail: async () => noAttachments };
