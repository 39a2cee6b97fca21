import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/*
 * Every word the shop shows goes through the i18n library (defineTexts), where the type check holds Thai and English
 * to one shape. A word picked inline, `language === 'th' ? 'ไทย' : 'English'`, escapes that check: this test finds
 * one by its Thai text in a conditional's branch.
 */

const repo = path.resolve(__dirname, '../../..');
const roots = ['web/src', 'kiosk/src', 'backend/src/mail'];

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(spec|int-spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });

/** A conditional on the language (`th ?`, `=== 'th' ?`) with Thai text after it on the same line. */
const inlineThai = /(?:\bth|'th')\)?\s*\?(?![?.])[^\n]*[\u0E00-\u0E7F]/;

/** Each line read with the one before it, so a conditional Prettier broke over two lines is found too. */
const inlineChoices = (text: string): string[] => {
  const lines = text.split('\n');
  return lines.filter((line, i) => !line.trim().startsWith('//') && inlineThai.test(`${lines[i - 1] ?? ''} ${line}`));
};

describe('words picked inline', () => {
  it('finds one (the check can fail)', () => {
    expect(inlineChoices("  const label = language === 'th' ? 'ปิด' : 'Close';")).toHaveLength(1);
    expect(inlineChoices('  aria-label={th ? `จำนวน ${model}` : `Quantity of ${model}`}')).toHaveLength(1);
    expect(inlineChoices("    ? th\n      ? 'กำลังคำนวณราคา...'\n      : 'Calculating Price...'")).toHaveLength(1);
    // Control: a record's Thai value and a URL choice are not inline words.
    expect(inlineChoices("  th: { close: 'ปิด', leave: 'เปลี่ยนใจ? ยกเลิก' },")).toEqual([]);
    expect(inlineChoices("  `/account${language === 'th' ? '?lang=th' : ''}`")).toEqual([]);
  });

  it('finds none in the web shop, the kiosk or the mails', () => {
    const files = roots.flatMap((root) => sources(path.join(repo, root)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) =>
      inlineChoices(readFileSync(file, 'utf8')).map((line) => `${path.relative(repo, file)}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
