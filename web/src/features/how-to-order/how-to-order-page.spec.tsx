import { act, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/render-with-providers';
import { HowToOrderPage } from './how-to-order-page';

describe('HowToOrderPage', () => {
  afterEach(() => {
    delete (document as { fonts?: unknown }).fonts;
  });

  it('asks for the Thai font that draws "฿" once its first frame is drawn, before the configurator shows a price', async () => {
    const load = jest.fn(() => Promise.resolve([]));
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    const frames: FrameRequestCallback[] = [];
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    renderWithProviders(<HowToOrderPage />);
    expect(screen.getByRole('heading', { name: 'How to Order' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    raf.mockRestore();
    act(() => frames.forEach((frame) => frame(performance.now())));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(load).toHaveBeenCalledWith('1em "Sound Putter Thai"', '฿');
    expect(await screen.findByRole('radio', { name: /Melody C/ })).toBeInTheDocument();
  });

  it('works without the font API (an older browser)', async () => {
    expect('fonts' in document).toBe(false);
    renderWithProviders(<HowToOrderPage />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(await screen.findByRole('radio', { name: /Melody C/ })).toBeInTheDocument();
  });
});
