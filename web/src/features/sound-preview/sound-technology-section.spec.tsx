import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SoundTechnologySection } from './sound-technology-section';

describe('SoundTechnologySection', () => {
  it('shows the Bright and then the Deep video, each with its own poster and controls', () => {
    const { container } = renderWithProviders(<SoundTechnologySection />);
    const videos = Array.from(container.querySelectorAll('video'));
    expect(videos.map((v) => v.getAttribute('aria-label'))).toEqual([
      'Bright sound technology video',
      'Deep sound technology video',
    ]);
    expect(videos.map((v) => v.getAttribute('src'))).toEqual([
      '/media/sound-technology-bright.mp4',
      '/media/sound-technology-deep.mp4',
    ]);
    expect(videos[0]).toHaveAttribute('poster', '/media/sound-technology-bright-poster.jpg');
    expect(screen.getByRole('button', { name: 'Play Deep sound technology video' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'Seek Bright sound technology video' })).toBeInTheDocument();
  });

  it('reports a video that fails to load as a notice, once for both players', async () => {
    const { container } = renderWithProviders(<SoundTechnologySection />);
    const videos = container.querySelectorAll('video');
    fireEvent.error(videos[0]);
    fireEvent.error(videos[1]);
    const toasts = await screen.findAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Failed to load video');
  });

  it('names the videos, their captions and controls in Thai on a Thai page', () => {
    const { container } = renderWithProviders(<SoundTechnologySection />, { route: '/?lang=th' });
    const videos = Array.from(container.querySelectorAll('video'));
    expect(videos.map((v) => v.getAttribute('aria-label'))).toEqual(['วิดีโอเทคโนโลยีเสียงใส', 'วิดีโอเทคโนโลยีเสียงทุ้ม']);
    expect(screen.getByText(/^ใสมีชีวิตชีวา: พลังเสียงอยู่ในช่วง 400 ถึง 2000 Hz/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เล่นวิดีโอเทคโนโลยีเสียงทุ้ม' })).toBeDisabled();
    expect(screen.getByRole('slider', { name: 'เลื่อนตำแหน่งวิดีโอเทคโนโลยีเสียงใส' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 จาก ไม่ทราบความยาว',
    );
  });

  it('reports a failed video with a Thai notice on a Thai page', async () => {
    const { container } = renderWithProviders(<SoundTechnologySection />, { route: '/?lang=th' });
    fireEvent.error(container.querySelectorAll('video')[0]);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('เกิดข้อผิดพลาด');
    expect(toast).toHaveTextContent('โหลดวิดีโอไม่สำเร็จ');
    expect(screen.getByTestId('video-error')).toHaveTextContent('กรุณารีเฟรชหน้าเพื่อลองอีกครั้ง');
  });
});
