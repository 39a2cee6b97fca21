import { csvField, vatReport } from './vat-report';
import type { TaxDocumentRow } from './tax-documents';

const doc = (over: Partial<TaxDocumentRow>): TaxDocumentRow => ({
  id: over.document_number ?? 'x',
  kind: 'abbreviated',
  series: 'ABB',
  year: 2026,
  number: 1,
  document_number: 'ABB2026-000001',
  source_key: 's',
  order_id: 'o1',
  issued_at: new Date('2026-11-26T10:00:00Z'),
  seller: { nameTh: '', nameEn: '', addressTh: '', addressEn: '', taxId: '0105569000011', branch: '00000' },
  buyer: null,
  lines: [],
  vat_rate_basis_points: 700,
  gross_satang: '107000',
  net_satang: '100000',
  vat_satang: '7000',
  payment_method: 'card',
  refers_to: null,
  refers_to_number: null,
  reason: null,
  cancelled_at: null,
  cancelled_by: null,
  ...over,
});

describe('output VAT report', () => {
  it('lists every document, counts a cancelled one as zero and a credit note negative, and totals the rest', () => {
    const { csv, totals } = vatReport('2026-11', [
      doc({ document_number: 'ABB2026-000001', cancelled_at: new Date(), cancelled_by: 'INV2026-000001' }),
      doc({
        document_number: 'INV2026-000001',
        kind: 'full',
        buyer: { name: 'Fairway, "Gifts" Co.', address: 'Bangkok', taxId: '0105569000011', branch: '00001' },
        refers_to_number: 'ABB2026-000001',
      }),
      doc({ document_number: 'ABB2026-000002', gross_satang: '53500', net_satang: '50000', vat_satang: '3500' }),
      doc({
        document_number: 'CN2026-000001',
        kind: 'credit_note',
        gross_satang: '10700',
        net_satang: '10000',
        vat_satang: '700',
      }),
    ]);
    expect(totals).toEqual({ netSatang: 140_000, vatSatang: 9_800, grossSatang: 149_800, documents: 3 });
    const rows = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(rows).toHaveLength(6);
    expect(rows[1]).toBe(
      '2026-11-26,ABB2026-000001,abbreviated,o1,,,,0.00,0.00,0.00,7,,"cancelled, replaced by INV2026-000001"',
    );
    expect(rows[2]).toContain(
      '"Fairway, ""Gifts"" Co.",0105569000011,00001,1000.00,70.00,1070.00,7,ABB2026-000001,issued',
    );
    expect(rows[4]).toContain('CN2026-000001,credit_note,o1,,,,-100.00,-7.00,-107.00');
    expect(rows[5]).toBe('2026-11,TOTAL,,,,,,1400.00,98.00,1498.00,,,3 documents in force');
  });

  it('defuses spreadsheet formulas and quotes separators', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('a\nb')).toBe('"a\nb"');
    expect(csvField('-cmd')).toBe("'-cmd");
    expect(csvField('-107.00')).toBe('-107.00');
    expect(csvField('plain')).toBe('plain');
  });
});
