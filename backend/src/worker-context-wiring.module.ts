import { Global, Module } from '@nestjs/common';
import { InvoicingWorkerModule, ReceiptAttachments } from './invoicing';
import { MailAttachments } from './mail';

/**
 * The worker's ports bound to other contexts' adapters (as ContextWiringModule does for the API): the mail sender
 * asks invoicing for the files a mail carries, so the receipt goes with its tax invoice's PDF.
 */
@Global()
@Module({
  imports: [InvoicingWorkerModule],
  providers: [{ provide: MailAttachments, useExisting: ReceiptAttachments }],
  exports: [MailAttachments],
})
export class WorkerContextWiringModule {}
