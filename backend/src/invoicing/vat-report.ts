import { satangToDecimalString } from '@sound-putter/contracts';
import { bangkokDate } from './invoice-facts';
import type { TaxDocumentRow } from './tax-documents';

/**
 * A CSV field: quoted when it holds a comma, quote or line break; a leading =, +, @ or a - that does not start a
 * number is defused for spreadsheets (OWASP CSV injection), since buyer names are typed by customers.
 */
export const csvField = (value: string): string => {
  const formula = /^[=+@\t\r]/.test(value) || /^-(?!\d+(\.\d+)?$)/.test(value);
  const safe = formula ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export interface VatReportTotals {
  netSatang: number;
  vatSatang: number;
  grossSatang: number;
  documents: number;
}

/**
 * Output VAT of one month (รายงานภาษีขาย): one row per tax invoice and credit note issued in it (Bangkok time). A
 * cancelled invoice stays listed with zero amounts and the number that replaced it; credit notes count negative.
 * The last row holds the month's totals, which equal the sums of the documents in force.
 */
export const vatReport = (
  month: string,
  documents: readonly TaxDocumentRow[],
): { csv: string; totals: VatReportTotals } => {
  const byId = new Map(documents.map((d) => [d.id, d]));
  const totals: VatReportTotals = { netSatang: 0, vatSatang: 0, grossSatang: 0, documents: 0 };
  const header = [
    'date',
    'document_number',
    'kind',
    'order_id',
    'buyer_name',
    'buyer_tax_id',
    'buyer_branch',
    'amount_before_vat',
    'vat',
    'total',
    'vat_rate_percent',
    'refers_to',
    'status',
  ];
  const rows = documents.map((d) => {
    const sign = d.kind === 'credit_note' ? -1 : 1;
    const cancelled = d.cancelled_at !== null;
    const amount = (satang: string) => (cancelled ? 0 : sign * Number(satang));
    const net = amount(d.net_satang);
    const vat = amount(d.vat_satang);
    const gross = amount(d.gross_satang);
    if (!cancelled) {
      totals.netSatang += net;
      totals.vatSatang += vat;
      totals.grossSatang += gross;
      totals.documents += 1;
    }
    const replacedBy = d.cancelled_by ? (byId.get(d.cancelled_by)?.document_number ?? d.cancelled_by) : '';
    return [
      bangkokDate(d.issued_at),
      d.document_number,
      d.kind,
      d.order_id,
      d.buyer?.name ?? '',
      d.buyer?.taxId ?? '',
      d.buyer?.branch ?? '',
      satangToDecimalString(net),
      satangToDecimalString(vat),
      satangToDecimalString(gross),
      String(d.vat_rate_basis_points / 100),
      d.refers_to_number ?? '',
      cancelled ? `cancelled, replaced by ${replacedBy}` : 'issued',
    ];
  });
  const totalRow = [
    month,
    'TOTAL',
    '',
    '',
    '',
    '',
    '',
    satangToDecimalString(totals.netSatang),
    satangToDecimalString(totals.vatSatang),
    satangToDecimalString(totals.grossSatang),
    '',
    '',
    `${totals.documents} documents in force`,
  ];
  const csv = [header, ...rows, totalRow].map((r) => r.map(csvField).join(',')).join('\r\n');
  // A UTF-8 byte order mark, so spreadsheet programs read the Thai names as UTF-8.
  return { csv: `\uFEFF${csv}\r\n`, totals };
};
