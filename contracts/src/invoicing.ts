import type { Static } from '@sinclair/typebox';
import type {
  ReceiptLinkViewSchema,
  TaxDocumentViewSchema,
  TaxInvoiceBuyerViewSchema,
  TaxInvoiceRequestResultSchema,
} from './schemas/invoicing.schema';

/** abbreviated: the retail receipt/tax invoice (s. 86/6); full: with the buyer (s. 86/4); credit_note: a refund (s. 86/10). */
export const taxDocumentKinds = ['abbreviated', 'full', 'credit_note'] as const;
export type TaxDocumentKind = (typeof taxDocumentKinds)[number];

/** Each kind numbers on its own, per calendar year (Bangkok time): ABB2026-000001, INV2026-000001, CN2026-000001. */
export const taxDocumentSeries: Record<TaxDocumentKind, string> = {
  abbreviated: 'ABB',
  full: 'INV',
  credit_note: 'CN',
};

export const taxDocumentNumber = (kind: TaxDocumentKind, year: number, number: number): string =>
  `${taxDocumentSeries[kind]}${year}-${String(number).padStart(6, '0')}`;

export type TaxInvoiceBuyerView = Static<typeof TaxInvoiceBuyerViewSchema>;
export type TaxDocumentView = Static<typeof TaxDocumentViewSchema>;
export type TaxInvoiceRequestResult = Static<typeof TaxInvoiceRequestResultSchema>;
export type ReceiptLinkView = Static<typeof ReceiptLinkViewSchema>;

/** A receipt link (the kiosk's QR code) opens the order's receipt PDF this long after it was made. */
export const RECEIPT_LINK_TTL_HOURS = 24;
