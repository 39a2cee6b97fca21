import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A PDF's text by `pdftotext -layout` (Debian's poppler-utils). The Thai font draws SARA AM as NIKHAHIT + SARA AA,
 * which reads back as "ำา": folded to "ำ" so tests compare what a person reads.
 */
export const pdfText = (pdf: Buffer, keepAs?: string): string => {
  const dir = mkdtempSync(path.join(tmpdir(), 'tax-pdf-'));
  const file = path.join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  if (keepAs) writeFileSync(keepAs, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(/ำา/g, 'ำ');
};

/** Splits CSV text (RFC 4180 quoting) into rows of fields. */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += ch;
  }
  if (field !== '' || row.length) rows.push([...row, field]);
  return rows;
};
