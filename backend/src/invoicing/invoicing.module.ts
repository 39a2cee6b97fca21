import { Module } from '@nestjs/common';
import { ConfigurationsModule } from '../configurations';
import { InvoicingErasure } from './invoicing-erasure';
import { InvoicingConsumer } from './invoicing.consumer';
import { InvoicingController } from './invoicing.controller';
import { ReceiptAttachments } from './receipt-attachments';
import { ReceiptLinks } from './receipt-links';
import { TaxDocuments } from './tax-documents';

/** The API's side of invoicing: documents to list, download and ask for, and the VAT report. */
@Module({
  providers: [TaxDocuments, InvoicingErasure, ReceiptLinks],
  controllers: [InvoicingController],
  exports: [TaxDocuments, InvoicingErasure],
})
export class InvoicingApiModule {}

/** The worker's side: the log consumer issuing invoices on payment and credit notes, and the receipt mail's PDF. */
@Module({
  imports: [ConfigurationsModule],
  providers: [TaxDocuments, InvoicingConsumer, ReceiptAttachments],
  exports: [InvoicingConsumer, TaxDocuments, ReceiptAttachments],
})
export class InvoicingWorkerModule {}
