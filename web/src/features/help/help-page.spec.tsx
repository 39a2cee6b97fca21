import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { Footer } from '../layout/footer';
import { helpTexts } from './help-content';
import { HelpPage } from './help-page';

describe('Help page', () => {
  it('the footer links lead to its FAQ, Shipping and Returns & Warranty sections', () => {
    renderWithProviders(<Footer />);
    const help = screen.getByRole('navigation', { name: 'Help' });
    expect(within(help).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/help#faq');
    expect(within(help).getByRole('link', { name: 'Shipping' })).toHaveAttribute('href', '/help#shipping');
    expect(within(help).getByRole('link', { name: 'Returns & Warranty' })).toHaveAttribute('href', '/help#returns');
  });

  it('has the three sections with real answers in English, and the shop’s promises', () => {
    renderWithProviders(<HelpPage />, { route: '/help' });
    expect(screen.getByTestId('help-page')).toHaveAttribute('lang', 'en');
    for (const [id, title] of [
      ['faq', 'Frequently asked questions'],
      ['shipping', 'Shipping'],
      ['returns', 'Returns & Warranty'],
    ]) {
      const section = screen.getByRole('region', { name: title });
      expect(section).toHaveAttribute('id', id);
      expect(within(section).getAllByRole('definition').length).toBeGreaterThanOrEqual(4);
    }
    const page = screen.getByTestId('help-page').textContent ?? '';
    expect(page).toContain('crafted within 24 hours of your order’s confirmation');
    expect(page).toContain('Free shipping on every order.');
    expect(page).toContain('Bangkok');
    expect(page).toContain('Mon-Fri 9AM-6PM');
    expect(page).not.toMatch(/lorem|ipsum|placeholder|TODO|TBD/i);
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('switches to Thai with the same sections and no English answers left', async () => {
    const { user } = renderWithProviders(<HelpPage />, { route: '/help' });
    await user.click(screen.getByRole('button', { name: 'ไทย' }));
    const page = await screen.findByTestId('help-page');
    expect(page).toHaveAttribute('lang', 'th');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('ความช่วยเหลือ');
    for (const id of ['faq', 'shipping', 'returns']) expect(page.querySelector(`section#${id}`)).not.toBeNull();
    const answers = within(page).getAllByRole('definition');
    expect(answers).toHaveLength(helpTexts.th.sections.reduce((n, s) => n + s.entries.length, 0));
    // Every answer is written in Thai (it holds Thai letters), not an English text left untranslated.
    for (const answer of answers) expect(answer.textContent).toMatch(/[\u0E01-\u0E5B]/);
    expect(helpTexts.th.sections.map((s) => s.entries.length)).toEqual(
      helpTexts.en.sections.map((s) => s.entries.length),
    );
    expect(screen.getByRole('button', { name: 'ไทย' })).toHaveAttribute('aria-pressed', 'true');
    // The choice is the shopper's for the whole shop, kept for the next visit.
    expect(localStorage.getItem('language')).toBe('th');
  });

  it('Returns & Warranty promises no terms the shop does not state: it sends the shopper to support, with its hours', () => {
    for (const [lang, hours] of [
      ['en', 'Mon-Fri 9AM-6PM'],
      ['th', 'วันจันทร์–ศุกร์ 9:00–18:00 น.'],
    ] as const) {
      const returns = helpTexts[lang].sections.find((section) => section.id === 'returns')!;
      const text = [returns.intro, ...returns.entries.flatMap((e) => [e.question, e.answer])].join(' ');
      // No invented remedy, coverage, exclusion or period (the spec and the shop state none).
      expect(text).not.toMatch(/repair|remake|at our cost|both ways|not covered|wear|misuse|resold|year|month|days/i);
      expect(text).not.toMatch(/ซ่อม|ผลิตใหม่|ไม่มีค่าใช้จ่าย|ไม่ครอบคลุม|สึกหรอ|ขายต่อ|ปี|เดือน/);
      for (const entry of returns.entries) {
        expect(entry.answer).toMatch(lang === 'en' ? /within 24 hours/ : /ภายใน 24 ชั่วโมง/);
      }
      expect(text).toContain(hours);
    }
  });

  it('promises no collection in person and no measuring at the performance centre (the shop offers neither)', () => {
    const all = (lang: 'en' | 'th') =>
      helpTexts[lang].sections.flatMap((section) => [
        section.intro,
        ...section.entries.flatMap((e) => [e.question, e.answer]),
      ]);
    const shipping = helpTexts.en.sections.find((section) => section.id === 'shipping')!;
    // The question stays (shoppers ask it); its answer sends them to support instead of promising an arrangement.
    expect(shipping.entries.map((e) => e.question)).toContain('Can I collect it in person?');
    expect(all('en').join(' ')).not.toMatch(/collected there|arrange a collection|measures you/i);
    expect(all('th').join(' ')).not.toMatch(/รับได้ที่ศูนย์|นัดรับ|วัดให้/);
  });
});
