import { Injectable } from '@nestjs/common';
import { type MailAttachments, type MailAttachmentsOutcome, noAttachments } from '../mail';
import { renderTaxDocumentPdf } from './tax-document-pdf';
import { TaxDocuments } from './tax-documents';

/**
 * The receipt mail carries the order's tax invoice in force (the abbreviated one, or the full one asked for at
 * checkout) as `<number>.pdf`. The invoice is issued by this context's consumer, maybe just after the receipt was
 * enqueued: until it is, the mail waits (the sender retries it).
 */
@Injectable()
export class ReceiptAttachments implements MailAttachments {
  constructor(private readonly documents: TaxDocuments) {}

  async forMail(kind: string, data: Record<string, unknown>): Promise<MailAttachmentsOutcome> {
    if (kind !== 'order-receipt' || typeof data.orderId !== 'string') return noAttachments;
    const invoice = this.documents.currentInvoice(await this.documents.ofOrder(data.orderId));
    if (!invoice) return { ready: false, waitingFor: `the tax invoice of order ${data.orderId}` };
    return {
      ready: true,
      attachments: [
        {
          filename: `${invoice.document_number}.pdf`,
          contentType: 'application/pdf',
          content: await renderTaxDocumentPdf(invoice),
        },
      ],
    };
  }
}
