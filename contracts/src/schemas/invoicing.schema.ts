import { Type } from '@sinclair/typebox';
import { taxDocumentKinds } from '../invoicing';
import { Closed, IsoTime, NullableString, StringEnum } from './schema-kit';

const Satang = (description: string) => Type.Integer({ description });

/** A full tax invoice's buyer (Revenue Code s. 86/4): name, address, 13-digit tax id, head office or branch. */
export const TaxInvoiceBuyerViewSchema = Closed(
  {
    name: Type.String(),
    address: Type.String(),
    taxId: Type.String({ pattern: '^\\d{13}$' }),
    branch: Type.String({ pattern: '^\\d{5}$', description: '00000 for a head office' }),
  },
  { title: 'TaxInvoiceBuyerView' },
);

/** A tax invoice or credit note as its owner and staff list it; the PDF is the document itself. */
export const TaxDocumentViewSchema = Closed(
  {
    id: Type.String({ format: 'uuid' }),
    kind: StringEnum(taxDocumentKinds),
    documentNumber: Type.String({ description: 'Series, year and gapless number, e.g. ABB2026-000042' }),
    orderId: Type.String({ format: 'uuid' }),
    issuedAt: IsoTime(),
    grossSatang: Satang('Total including VAT, satang'),
    netSatang: Satang('Amount before VAT, satang'),
    vatSatang: Satang('VAT, satang'),
    vatRateBasisPoints: Type.Integer({ description: '700 = 7 %' }),
    buyer: Type.Union([TaxInvoiceBuyerViewSchema, Type.Null()]),
    refersTo: NullableString({ description: 'The document number a credit note or replacement refers to' }),
    cancelled: Type.Boolean({ description: 'Cancelled and replaced (by a full tax invoice)' }),
    fullInvoiceRequestableUntil: Type.Union([IsoTime(), Type.Null()], {
      description: 'An abbreviated invoice: until when a full tax invoice may still be asked for; null otherwise',
    }),
    pdfPath: Type.String({ description: 'Where to download the PDF' }),
  },
  { title: 'TaxDocumentView' },
);

/**
 * POST /api/orders/{id}/receipt-link: a link to the order's receipt PDF that opens without this session (the kiosk's
 * QR code for a walk-in's phone), until expiresAt.
 */
export const ReceiptLinkViewSchema = Closed(
  {
    path: Type.String({ description: 'GET it for the PDF: /api/orders/{id}/receipt?token=…' }),
    expiresAt: IsoTime(),
  },
  { title: 'ReceiptLinkView' },
);

/** POST /api/orders/{id}/tax-invoice: issued now (a paid order) or noted for when the payment arrives. */
export const TaxInvoiceRequestResultSchema = Closed(
  {
    status: StringEnum(['issued', 'requested'] as const),
    document: Type.Union([TaxDocumentViewSchema, Type.Null()]),
  },
  { title: 'TaxInvoiceRequestResult' },
);
