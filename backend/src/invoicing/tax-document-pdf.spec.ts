import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pdfText } from '../../test/support/pdf-text';
import { documentAmounts } from './invoice-facts';
import { renderTaxDocumentPdf, scriptRuns } from './tax-document-pdf';
import type { TaxDocumentRow } from './tax-documents';

const amounts = documentAmounts(
  [
    { description: 'Melody C', options: ['Grip: Black', 'Shaft: 34 in'], quantity: 2, unitPriceSatang: 1_245_000 },
    { description: 'Gift box', options: [], quantity: 1, unitPriceSatang: 50_000 },
  ],
  700,
);

const sampleDocument = (over: Partial<TaxDocumentRow> = {}): TaxDocumentRow => ({
  id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
  kind: 'full',
  series: 'INV',
  year: 2026,
  number: 42,
  document_number: 'INV2026-000042',
  source_key: 'full:o1',
  order_id: '3f0c8a52-6a1e-4d7b-9c1e-2b7a5d9e4c10',
  issued_at: new Date('2026-11-26T03:15:00Z'),
  seller: {
    nameTh: 'บริษัท ซาวด์ พัตเตอร์ จำกัด',
    nameEn: 'Sound Putter Co., Ltd.',
    addressTh: '99 ถนนสุขุมวิท แขวงคลองตันเหนือ เขตวัฒนา กรุงเทพมหานคร 10110',
    addressEn: '99 Sukhumvit Road, Khlong Tan Nuea, Watthana, Bangkok 10110',
    taxId: '0105569000011',
    branch: '00000',
  },
  buyer: {
    name: 'บริษัท แฟร์เวย์ กิฟต์ จำกัด (Fairway Gifts Co., Ltd.)',
    address: '1 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
    taxId: '0105536092641',
    branch: '00001',
  },
  lines: amounts.lines,
  vat_rate_basis_points: 700,
  gross_satang: String(amounts.grossSatang),
  net_satang: String(amounts.netSatang),
  vat_satang: String(amounts.vatSatang),
  payment_method: 'card',
  refers_to: null,
  refers_to_number: 'ABB2026-000117',
  reason: "Replaces abbreviated tax invoice ABB2026-000117 at the buyer's request",
  cancelled_at: null,
  cancelled_by: null,
  ...over,
});

describe('tax document PDF', () => {
  it('splits text into Thai and other runs', () => {
    expect(scriptRuns('เลขที่ / No.: 42')).toEqual([
      { thai: true, text: 'เลขที่' },
      { thai: false, text: ' / No.: 42' },
    ]);
    // The Latin file lacks the middle dot and emoji: drawn as "?" rather than breaking the font's subset.
    expect(scriptRuns('a·b 😀')).toEqual([{ thai: false, text: 'a?b ?' }]);
  });

  it('writes a full tax invoice in Thai and English with the seller, buyer, lines and amounts', async () => {
    const pdf = await renderTaxDocumentPdf(sampleDocument());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf, process.env.TAX_PDF_OUT ? path.join(process.env.TAX_PDF_OUT, 'full.pdf') : undefined);
    for (const expected of [
      'ใบเสร็จรับเงิน/ใบกำกับภาษี',
      'Receipt / Tax Invoice',
      'INV2026-000042',
      'บริษัท ซาวด์ พัตเตอร์ จำกัด',
      'Sound Putter Co., Ltd.',
      '0105569000011',
      'สำนักงานใหญ่ / Head office',
      'Fairway Gifts Co., Ltd.',
      '0105536092641',
      'สาขาที่ 00001 / Branch 00001',
      'Melody C',
      'Grip: Black',
      '12,450.00',
      '25,400.00',
      'Refers to: ABB2026-000117',
      'บัตรเครดิต/เดบิต / Card',
      '3f0c8a52-6a1e-4d7b-9c1e-2b7a5d9e4c10',
      'VAT 7%',
      // 25,400.00 includes 1,661.68 VAT: 25,400 × 7 / 107 = 1,661.682…
      '1,661.68',
      '23,738.32',
    ])
      expect(text).toContain(expected);
  });

  /** The words of the PDF's first page with their boxes, by `pdftotext -bbox` (poppler-utils). */
  const wordBoxes = (pdf: Buffer) => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'tax-pdf-')), 'doc.pdf');
    writeFileSync(file, pdf);
    const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', file, '-'], { encoding: 'utf8' });
    return [
      ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g),
    ].map(([, xMin, yMin, xMax, text]) => ({ xMin: Number(xMin), yMin: Number(yMin), xMax: Number(xMax), text }));
  };

  it("keeps the line table's header words apart, however wide the figures", async () => {
    const wide = sampleDocument();
    wide.lines = wide.lines.map((item) => ({ ...item, quantity: 12, unitPriceSatang: 9_999_999_99 }));
    for (const doc of [sampleDocument(), wide]) {
      const words = wordBoxes(await renderTaxDocumentPdf(doc));
      const qty = words.find((word) => word.text === 'Qty');
      expect(qty).toBeDefined();
      const header = words.filter((word) => Math.abs(word.yMin - qty!.yMin) < 2).sort((a, b) => a.xMin - b.xMin);
      // Description, Qty, Unit price and Amount, each in Thai and English.
      expect(header.map((word) => word.text).join(' ')).toMatch(/Description.*Qty.*Unit price.*Amount/);
      const overlaps = header.slice(1).filter((word, i) => word.xMin < header[i].xMax - 0.5);
      expect(overlaps.map((word) => word.text)).toEqual([]);
    }
  });

  it('marks a credit note and a cancelled invoice', async () => {
    const credit = pdfText(
      await renderTaxDocumentPdf(sampleDocument({ kind: 'credit_note', document_number: 'CN2026-000007' })),
      process.env.TAX_PDF_OUT ? path.join(process.env.TAX_PDF_OUT, 'credit.pdf') : undefined,
    );
    expect(credit).toContain('ใบลดหนี้');
    expect(credit).toContain('Credit Note');
    expect(credit).toContain('Total credited');
    const cancelled = pdfText(
      await renderTaxDocumentPdf(sampleDocument({ kind: 'abbreviated', buyer: null, cancelled_at: new Date() })),
    );
    expect(cancelled).toContain('ยกเลิก / CANCELLED');
    expect(cancelled).toContain('ใบเสร็จรับเงิน/ใบกำกับภาษีอย่างย่อ');
    const odd = pdfText(
      await renderTaxDocumentPdf(
        sampleDocument({ buyer: { ...sampleDocument().buyer!, name: 'Golf·Shop 😀 高尔夫' } }),
      ),
    );
    expect(odd).toContain('Golf?Shop ? ???');
  });
});
