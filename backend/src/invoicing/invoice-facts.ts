import {
  type OrderEventPayload,
  type OrderLine,
  type OrderPaid,
  type TaxDocumentKind,
  vatBreakdown,
} from '@sound-putter/contracts';

/** What a tax document needs from an order's log: the lines as paid, how, and when. */
export interface PaidOrderFacts {
  orderId: string;
  lines: OrderLine[];
  totalSatang: number;
  paymentMethod: OrderPaid['data']['method'];
  paidAt: string;
}

/** The order's lines at its payment (the last placed or changed details before OrderPaid); null while unpaid. */
export const paidOrderFactsOf = (events: readonly OrderEventPayload[]): PaidOrderFacts | null => {
  let lines: OrderLine[] | null = null;
  let totalSatang = 0;
  for (const event of events) {
    if (event.type === 'OrderPlaced' || event.type === 'OrderDetailsChanged') {
      lines = event.data.lines;
      totalSatang = event.data.totalSatang;
    }
    if (event.type === 'OrderPaid' && lines)
      return {
        orderId: event.data.orderId,
        lines,
        totalSatang,
        paymentMethod: event.data.method,
        paidAt: event.data.paidAt,
      };
  }
  return null;
};

/** One line of a tax document, amounts in satang, VAT split by contracts' `vatBreakdown`. */
export interface DocumentLine {
  description: string;
  options: string[];
  quantity: number;
  unitPriceSatang: number;
  grossSatang: number;
  netSatang: number;
  vatSatang: number;
}

export interface DocumentAmounts {
  lines: DocumentLine[];
  grossSatang: number;
  netSatang: number;
  vatSatang: number;
  vatRateBasisPoints: number;
}

/** Lines (with their options' names) and the VAT they include; the lines' VAT adds up to the document's. */
export const documentAmounts = (
  lines: readonly Omit<DocumentLine, 'grossSatang' | 'netSatang' | 'vatSatang'>[],
  rateBasisPoints: number,
): DocumentAmounts => {
  const split = vatBreakdown(
    lines.map((l) => l.unitPriceSatang * l.quantity),
    rateBasisPoints,
  );
  return {
    lines: lines.map((line, i) => ({ ...line, ...split.lines[i] })),
    grossSatang: split.grossSatang,
    netSatang: split.netSatang,
    vatSatang: split.vatSatang,
    vatRateBasisPoints: split.rateBasisPoints,
  };
};

const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** A date as YYYY-MM-DD in Bangkok (the date printed on documents and in the report). */
export const bangkokDate = (at: Date): string => new Date(at.getTime() + BANGKOK_OFFSET_MS).toISOString().slice(0, 10);

/** Thailand keeps UTC+7 all year: the calendar year a document is numbered in, and its month for the VAT report. */
export const bangkokYear = (at: Date): number => new Date(at.getTime() + BANGKOK_OFFSET_MS).getUTCFullYear();

/** The first instant of the Bangkok month after `at`'s: a full tax invoice may be asked for until then. */
export const endOfBangkokMonth = (at: Date): Date => {
  const local = new Date(at.getTime() + BANGKOK_OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 1) - BANGKOK_OFFSET_MS);
};

/** A month "2026-11" as the Bangkok interval [from, to). */
export const bangkokMonth = (month: string): { from: Date; to: Date } => {
  const [year, m] = month.split('-').map(Number);
  return {
    from: new Date(Date.UTC(year, m - 1, 1) - BANGKOK_OFFSET_MS),
    to: new Date(Date.UTC(year, m, 1) - BANGKOK_OFFSET_MS),
  };
};

/** A full tax invoice replaces an abbreviated one only within the month of the sale (README). */
export const fullInvoiceStillRequestable = (abbreviatedIssuedAt: Date, now: Date): boolean =>
  now.getTime() < endOfBangkokMonth(abbreviatedIssuedAt).getTime();

export const refundSourceKey = (refundId: string) => `refund:${refundId}`;
export const paidSourceKey = (orderId: string) => `order:${orderId}:paid`;
export const fullSourceKey = (orderId: string) => `full:${orderId}`;

export const kindLabel: Record<TaxDocumentKind, { th: string; en: string }> = {
  abbreviated: { th: 'ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ', en: 'Receipt / Abbreviated Tax Invoice' },
  full: { th: 'ใบเสร็จรับเงิน/ใบกำกับภาษี', en: 'Receipt / Tax Invoice' },
  credit_note: { th: 'ใบลดหนี้', en: 'Credit Note' },
};
