import { defineTexts, formatDateTimeIn, formatsIn, formatShortDateTimeIn, intlLocaleOf } from './i18n';
import { intlThaiDateTime } from './thai-date';

describe('the shop i18n library', () => {
  it('gives each language its own words, values passed as arguments', () => {
    const texts = defineTexts({
      en: { title: 'Your cart', items: (n: number) => `${n} putters` },
      th: { title: 'ตะกร้าของคุณ', items: (n: number) => `พัตเตอร์ ${n} อัน` },
    });
    expect(texts.en.items(2)).toBe('2 putters');
    expect(texts.th.title).toBe('ตะกร้าของคุณ');
  });

  it('refuses, at the type check, Thai that lacks a key or has one English lacks', () => {
    // Each @ts-expect-error below fails `npm run typecheck` if defineTexts ever stops refusing the mistake.
    // @ts-expect-error "items" is missing in Thai
    defineTexts({ en: { title: 'a', items: 'b' }, th: { title: 'ก' } });
    // @ts-expect-error "extra" is not an English key
    defineTexts({ en: { title: 'a' }, th: { title: 'ก', extra: 'ข' } });
    // @ts-expect-error Thai takes no value where English takes one
    defineTexts({ en: { items: (n: number) => `${n}` }, th: { items: 'ก' } });
    // Control: the same shape in both passes.
    expect(defineTexts({ en: { title: 'a' }, th: { title: 'ก' } }).th.title).toBe('ก');
  });

  it('writes every time in Bangkok, whatever the device zone', () => {
    // 23:30 UTC is 06:30 the next morning in Bangkok (UTC+7).
    const iso = '2026-12-06T23:30:00.000Z';
    expect(formatDateTimeIn('en', iso)).toBe('7 December 2026 at 06:30');
    expect(formatShortDateTimeIn('en', iso)).toBe('7 Dec 2026, 06:30');
    expect(formatDateTimeIn('th', iso)).toBe('7 ธันวาคม 2569 เวลา 06:30');
    expect(formatDateTimeIn('th', iso)).toBe(intlThaiDateTime(iso));
  });

  it('formats money and counts the same way the shop prints prices', () => {
    const en = formatsIn('en');
    expect(en.baht(10500)).toBe('฿10,500');
    expect(en.baht('11850.00')).toBe('฿11,850');
    expect(en.satang(123456)).toBe('฿1,234.56');
    expect(en.satang(-5)).toBe('-฿0.05');
    expect(en.number(1234567)).toBe('1,234,567');
    expect(formatsIn('th').baht(10500)).toBe('฿10,500');
    expect(formatsIn('th')).toBe(formatsIn('th'));
    expect(intlLocaleOf('th')).toBe('th-TH');
    expect(intlLocaleOf('en')).toBe('en-GB');
  });
});
