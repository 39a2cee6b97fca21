/** The invoicing context's public entry: other contexts and the composition root import only this file. */
export { ExpiredReceiptLinks } from './expired-receipt-links';
export { InvoicingErasure } from './invoicing-erasure';
export { InvoicingConsumer } from './invoicing.consumer';
export { InvoicingApiModule, InvoicingWorkerModule } from './invoicing.module';
export { ReceiptAttachments } from './receipt-attachments';
export { TaxDocuments } from './tax-documents';
