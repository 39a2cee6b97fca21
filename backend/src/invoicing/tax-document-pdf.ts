import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  formatThaiDateTime,
  HEAD_OFFICE_BRANCH,
  type PaymentMethod,
  satangToDecimalString,
  vatRatePercent,
} from '@sound-putter/contracts';
import PDFDocument from 'pdfkit';
import { bangkokDate, kindLabel } from './invoice-facts';
import type { TaxDocumentRow } from './tax-documents';

/**
 * The shop's self-hosted Thai font (the web shop's Noto Sans Thai, from @fontsource-variable), embedded in every
 * PDF: its Thai file for Thai script, its Latin file for the rest (each file holds one script, as the web serves it).
 * The files are WOFF2, whose glyphs PDFKit's subsetter cannot copy (they came out blank): wawoff2 unpacks each to
 * TrueType once per process.
 */
const fontFile = async (subset: 'thai' | 'latin'): Promise<Buffer> => {
  const require = createRequire(__filename);
  const woff2 = readFileSync(
    require.resolve(`@fontsource-variable/noto-sans-thai/files/noto-sans-thai-${subset}-wght-normal.woff2`),
  );
  const { decompress } = require('wawoff2') as { decompress(input: Buffer): Promise<Uint8Array> };
  return Buffer.from(await decompress(woff2));
};
let fonts: Promise<{ thai: Buffer; latin: Buffer }> | null = null;
// One after the other: the WebAssembly decoder shares its memory between calls.
const loadFonts = () =>
  (fonts ??= (async () => {
    const thai = await fontFile('thai');
    return { thai, latin: await fontFile('latin') };
  })());

/**
 * Runs of Thai script (and its marks) and of everything else, each drawn in the font that has its glyphs. Only
 * printable ASCII and the Thai block are drawn (each checked to embed cleanly); anything else (an emoji, CJK, a
 * middle dot, whose glyphs these subset files lack or cannot subset) is drawn as "?" instead of failing the document.
 */
export const scriptRuns = (text: string): { thai: boolean; text: string }[] => {
  const runs: { thai: boolean; text: string }[] = [];
  for (const original of text) {
    const thai = /[\u0E01-\u0E5B]/.test(original);
    const ch = thai || /[\x20-\x7E]/.test(original) ? original : '?';
    const last = runs[runs.length - 1];
    if (last && last.thai === thai) last.text += ch;
    else runs.push({ thai, text: ch });
  }
  return runs;
};

const baht = (satang: number | string) => satangToDecimalString(Number(satang)).replace(/\B(?=(\d{3})+\.)/g, ',');

const paymentLabel: Record<PaymentMethod, string> = {
  card: 'บัตรเครดิต/เดบิต / Card',
  in_store: 'ชำระที่ร้าน / Paid in store',
  promptpay: 'พร้อมเพย์ / PromptPay',
};

/** Refund reasons the log records as codes. */
const reasonLabel: Record<string, string> = {
  order_cancelled: 'ยกเลิกคำสั่งซื้อ / Order cancelled',
};

const branchLabel = (branch: string) =>
  branch === HEAD_OFFICE_BRANCH ? 'สำนักงานใหญ่ / Head office' : `สาขาที่ ${branch} / Branch ${branch}`;

/** One tax invoice or credit note as a PDF (A4), Thai with English beside it. */
export const renderTaxDocumentPdf = async (doc: TaxDocumentRow): Promise<Buffer> => {
  const { thai, latin } = await loadFonts();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `${kindLabel[doc.kind].en} ${doc.document_number}`, Author: doc.seller.nameEn },
  });
  pdf.registerFont('thai', thai);
  pdf.registerFont('latin', latin);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const left = 48;
  const width = pdf.page.width - 96;
  /** How wide `text` is at `size`, each script in its own font (as `line` writes it). */
  const widthOf = (text: string, size = 9.5) => {
    pdf.fontSize(size);
    return scriptRuns(text).reduce((sum, r) => sum + pdf.font(r.thai ? 'thai' : 'latin').widthOfString(r.text), 0);
  };
  /** Writes a line of mixed script at (x, y), or after the last line. */
  const line = (
    text: string,
    opts: { x?: number; y?: number; size?: number; width?: number; align?: 'right' } = {},
  ) => {
    pdf.fontSize(opts.size ?? 9.5);
    const runs = scriptRuns(text);
    if (opts.align === 'right')
      opts = { ...opts, x: (opts.x ?? left) + (opts.width ?? width) - widthOf(text, opts.size) };
    const x = opts.x ?? left;
    const y = opts.y ?? pdf.y;
    runs.forEach((run, i) => {
      pdf.font(run.thai ? 'thai' : 'latin');
      if (i === 0) pdf.text(run.text, x, y, { continued: i < runs.length - 1, lineBreak: false });
      else pdf.text(run.text, { continued: i < runs.length - 1, lineBreak: false });
    });
    pdf.x = left;
    pdf.y = y + (opts.size ?? 9.5) * 1.45;
  };

  const s = doc.seller;
  line(s.nameTh, { size: 14 });
  line(s.nameEn, { size: 11 });
  line(s.addressTh);
  line(s.addressEn);
  line(`เลขประจำตัวผู้เสียภาษีอากร / Tax ID: ${s.taxId}   ${branchLabel(s.branch)}`);

  pdf.moveDown(0.6);
  const titleY = pdf.y;
  line(kindLabel[doc.kind].th, { size: 15 });
  line(kindLabel[doc.kind].en, { size: 12 });
  line(doc.cancelled_at ? 'ยกเลิก / CANCELLED' : 'ต้นฉบับ / Original', {
    x: left,
    y: titleY,
    width,
    align: 'right',
    size: 11,
  });
  pdf.y = titleY + 15 * 1.45 + 12 * 1.45;

  pdf.moveDown(0.4);
  line(`เลขที่ / No.: ${doc.document_number}`);
  line(`วันที่ / Date: ${formatThaiDateTime(doc.issued_at.toISOString())} (${bangkokDate(doc.issued_at)})`);
  line(`คำสั่งซื้อ / Order: ${doc.order_id}`);
  line(`การชำระเงิน / Payment: ${paymentLabel[doc.payment_method as PaymentMethod] ?? doc.payment_method}`);
  if (doc.refers_to_number) line(`อ้างอิง / Refers to: ${doc.refers_to_number}`);
  if (doc.reason) line(`เหตุผล / Reason: ${reasonLabel[doc.reason] ?? doc.reason}`);

  if (doc.buyer) {
    pdf.moveDown(0.4);
    line('ผู้ซื้อ / Buyer', { size: 11 });
    line(doc.buyer.name);
    line(doc.buyer.address);
    line(`เลขประจำตัวผู้เสียภาษีอากร / Tax ID: ${doc.buyer.taxId}   ${branchLabel(doc.buyer.branch)}`);
  }

  pdf.moveDown(0.6);
  // The number columns are as wide as their header or widest figure, laid from the right edge with a gap between,
  // so a long bilingual header never runs into its neighbour; the description takes what is left.
  const headers = { qty: 'จำนวน / Qty', unit: 'ราคา/หน่วย / Unit price', net: 'จำนวนเงิน / Amount' };
  const widest = (header: string, figures: string[]) =>
    Math.max(widthOf(header), ...figures.map((figure) => widthOf(figure, 10)));
  const gap = 14;
  const netWidth = widest(
    headers.net,
    doc.lines.map((item) => baht(item.grossSatang)),
  );
  const unitWidth = widest(
    headers.unit,
    doc.lines.map((item) => baht(item.unitPriceSatang)),
  );
  const qtyWidth = widest(
    headers.qty,
    doc.lines.map((item) => String(item.quantity)),
  );
  const net = left + width - netWidth;
  const unit = net - gap - unitWidth;
  const cols = { net, unit, qty: unit - gap - qtyWidth };
  const header = pdf.y;
  line('รายการ / Description', { y: header });
  line(headers.qty, { x: cols.qty, y: header, width: qtyWidth, align: 'right' });
  line(headers.unit, { x: cols.unit, y: header, width: unitWidth, align: 'right' });
  line(headers.net, { x: cols.net, y: header, width: netWidth, align: 'right' });
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .stroke();
  pdf.moveDown(0.3);
  for (const item of doc.lines) {
    const y = pdf.y;
    line(item.description, { y, size: 10 });
    line(String(item.quantity), { x: cols.qty, y, width: qtyWidth, align: 'right', size: 10 });
    line(baht(item.unitPriceSatang), { x: cols.unit, y, width: unitWidth, align: 'right', size: 10 });
    line(baht(item.grossSatang), { x: cols.net, y, width: netWidth, align: 'right', size: 10 });
    for (const option of item.options) line(`  - ${reasonLabel[option] ?? option}`, { size: 8.5 });
    line(`  ก่อนภาษี / Before VAT ${baht(item.netSatang)}   ภาษี / VAT ${baht(item.vatSatang)}`, { size: 8.5 });
    pdf.moveDown(0.2);
  }
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .stroke();
  pdf.moveDown(0.4);

  const rate = vatRatePercent(doc.vat_rate_basis_points);
  const total = (label: string, amount: string, size = 10) => {
    const y = pdf.y;
    line(label, { x: left + width * 0.4, y, size });
    line(`${amount} THB`, { x: cols.net - 40, y, width: left + width - cols.net + 40, align: 'right', size });
  };
  total('มูลค่าสินค้าก่อนภาษีมูลค่าเพิ่ม / Amount before VAT', baht(doc.net_satang));
  total(`ภาษีมูลค่าเพิ่ม ${rate}% / VAT ${rate}%`, baht(doc.vat_satang));
  total(
    doc.kind === 'credit_note' ? 'รวมลดหนี้ทั้งสิ้น / Total credited' : 'รวมทั้งสิ้น / Total (VAT included)',
    baht(doc.gross_satang),
    12,
  );
  pdf.moveDown(1);
  line(
    doc.kind === 'abbreviated'
      ? 'ราคารวมภาษีมูลค่าเพิ่มแล้ว / Prices include VAT'
      : 'เอกสารนี้จัดทำโดยระบบคอมพิวเตอร์ / Issued by computer',
    { size: 8.5 },
  );
  pdf.end();
  return done;
};
