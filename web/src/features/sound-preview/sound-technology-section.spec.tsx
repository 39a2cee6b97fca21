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
});
