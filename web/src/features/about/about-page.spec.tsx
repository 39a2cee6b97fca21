import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { AboutPage } from './about-page';

const specifications = () =>
  within(screen.getByRole('heading', { name: /Technical specifications|ข้อมูลจำเพาะ/ }).closest('section')!)
    .getAllByRole('definition')
    .map((value) => value.textContent);

describe('AboutPage', () => {
  it('tells the story, the specifications and the policies in English', () => {
    renderWithProviders(<AboutPage />, { route: '/about?lang=en' });
    expect(screen.getByText('About us')).toBeInTheDocument();
    expect(screen.getByText('Your Sound. Your Putt. Your Signature.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Our story' })).toBeInTheDocument();
    expect(specifications()).toEqual([
      'Center shaft',
      '365 g',
      '3°',
      '70.5°',
      '100.3 dB at 15 feet (competitor: 95 dB)',
      '4.5 s (competitor: 2.5 s)',
    ]);
    expect(screen.getByText('Mental game')).toBeInTheDocument();
    expect(screen.getByText('Model 003: a mallet.')).toBeInTheDocument();
    expect(screen.getByText('Privacy.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Configure Your Putter' })).toHaveAttribute('href', '/how-to-order');
  });

  it('speaks Thai on a Thai page, every heading, label and value', () => {
    const { container } = renderWithProviders(<AboutPage />, { route: '/about?lang=th' });
    expect(screen.getByText('เกี่ยวกับเรา')).toBeInTheDocument();
    expect(screen.getByText('เสียงของคุณ พัตต์ของคุณ ลายเซ็นของคุณ')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'เรื่องราวของเรา',
      'ข้อมูลจำเพาะทางเทคนิค',
      'นวัตกรรมและการออกแบบ',
      'ประโยชน์ที่คุณได้รับ',
      'การพัฒนาในอนาคต',
      'วิธีดูแลรักษา',
      'นโยบาย',
    ]);
    expect(specifications()).toContain('100.3 เดซิเบลที่ระยะ 15 ฟุต (คู่แข่ง: 95 เดซิเบล)');
    expect(screen.getByRole('link', { name: 'ออกแบบพัตเตอร์ของคุณ' })).toHaveAttribute('href', '/how-to-order');
    // No English word is left, less the brand and its "100 DB".
    const latin = (container.textContent ?? '').match(/[A-Za-z]{2,}/g) ?? [];
    expect(latin.filter((word) => !['Sound', 'Putter', 'DB'].includes(word))).toEqual([]);
  });
});
