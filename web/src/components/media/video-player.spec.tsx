import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VideoPlayer } from './video-player';

const sources = [{ src: '/media/clip.mp4', type: 'video/mp4' }];

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const setup = (onError = jest.fn()) => {
  const view = render(<VideoPlayer title="Bright sound" sources={sources} poster="/media/p.jpg" onError={onError} />);
  const video = view.container.querySelector('video') as HTMLVideoElement;
  const figure = view.container.querySelector('figure') as HTMLElement;
  return { ...view, video, figure, onError, user: userEvent.setup() };
};

const loadMetadata = (video: HTMLVideoElement, duration: number) => {
  Object.defineProperty(video, 'duration', { configurable: true, value: duration });
  fireEvent.loadedMetadata(video);
};

const tick = (video: HTMLVideoElement, seconds: number) => {
  video.currentTime = seconds;
  fireEvent.timeUpdate(video);
};

describe('VideoPlayer', () => {
  it('starts loading: spinner shown, play disabled, duration unknown', () => {
    const { figure, video } = setup();
    expect(figure).toHaveAttribute('data-status', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading Bright sound');
    expect(screen.getByRole('button', { name: 'Play Bright sound' })).toBeDisabled();
    expect(screen.getByText('0:00 / Unknown duration')).toBeInTheDocument();
    expect(video).toHaveAttribute('src', '/media/clip.mp4');
    expect(video).toHaveAttribute('poster', '/media/p.jpg');
  });

  it('is ready once metadata arrives, with the total time as m:ss', () => {
    const { figure, video } = setup();
    loadMetadata(video, 75.4);
    expect(figure).toHaveAttribute('data-status', 'ready');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Bright sound' })).toBeEnabled();
    expect(screen.getByText('0:00 / 1:15')).toBeInTheDocument();
  });

  it('falls back to "Unknown duration" when the file reports none', () => {
    const { figure, video } = setup();
    loadMetadata(video, Infinity);
    expect(figure).toHaveAttribute('data-status', 'ready');
    expect(screen.getByText('0:00 / Unknown duration')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Seek Bright sound' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('plays, shows elapsed time and progress, pauses, and resets to 0 when it ends', async () => {
    const { figure, video, user } = setup();
    loadMetadata(video, 4);
    await user.click(screen.getByRole('button', { name: 'Play Bright sound' }));
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.play(video);
    expect(figure).toHaveAttribute('data-status', 'playing');

    tick(video, 1.5);
    expect(screen.getByText('0:01 / 0:04')).toBeInTheDocument();
    expect(screen.getByTestId('video-progress')).toHaveStyle({ width: '37.5%' });

    await user.click(screen.getByRole('button', { name: 'Pause Bright sound' }));
    expect(pause).toHaveBeenCalled();
    fireEvent.pause(video);
    expect(figure).toHaveAttribute('data-status', 'paused');

    fireEvent.play(video);
    tick(video, 4);
    fireEvent.pause(video);
    fireEvent.ended(video);
    expect(figure).toHaveAttribute('data-status', 'ended');
    expect(video.currentTime).toBe(0);
    expect(screen.getByText('0:00 / 0:04')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Bright sound' })).toBeEnabled();
  });

  it('seeks where the progress bar is clicked, and with the arrow keys', async () => {
    const { video, user } = setup();
    loadMetadata(video, 4);
    const bar = screen.getByRole('slider', { name: 'Seek Bright sound' });
    jest.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 200 } as DOMRect);
    fireEvent.click(bar, { clientX: 150 });
    expect(video.currentTime).toBe(1);
    expect(bar).toHaveAttribute('aria-valuetext', '0:01 of 0:04');

    bar.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(video.currentTime).toBe(3);
    await user.keyboard('{End}');
    expect(video.currentTime).toBe(4);
    await user.keyboard('{Home}');
    expect(video.currentTime).toBe(0);
  });

  it('reset pauses, rewinds and returns to ready', async () => {
    const { figure, video, user } = setup();
    loadMetadata(video, 4);
    fireEvent.play(video);
    tick(video, 2);
    await user.click(screen.getByRole('button', { name: 'Reset Bright sound' }));
    fireEvent.pause(video);
    expect(pause).toHaveBeenCalled();
    expect(video.currentTime).toBe(0);
    expect(figure).toHaveAttribute('data-status', 'ready');
    expect(screen.getByText('0:00 / 0:04')).toBeInTheDocument();
  });

  it('reports a load failure with the media error code (video_loading)', () => {
    const { figure, video, onError } = setup();
    Object.defineProperty(video, 'error', {
      configurable: true,
      value: { code: 4, message: 'MEDIA_ELEMENT_ERROR: Format error' },
    });
    fireEvent.error(video);
    expect(onError).toHaveBeenCalledWith('video_loading', 'Video error: MEDIA_ELEMENT_ERROR: Format error (code: 4)');
    expect(figure).toHaveAttribute('data-status', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent('Video error: MEDIA_ELEMENT_ERROR: Format error (code: 4)');
    expect(screen.getByRole('button', { name: 'Play Bright sound' })).toBeDisabled();
  });

  it('reports a failure that happened before the player was wired (the spinner must not spin forever)', () => {
    const descriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'error');
    Object.defineProperty(HTMLMediaElement.prototype, 'error', {
      configurable: true,
      get: () => ({ code: 4, message: 'MEDIA_ELEMENT_ERROR: Empty src attribute' }),
    });
    try {
      const { figure, onError } = setup();
      expect(onError).toHaveBeenCalledWith(
        'video_loading',
        'Video error: MEDIA_ELEMENT_ERROR: Empty src attribute (code: 4)',
      );
      expect(figure).toHaveAttribute('data-status', 'error');
      expect(screen.getByRole('alert')).toHaveTextContent('(code: 4)');
    } finally {
      if (descriptor) Object.defineProperty(HTMLMediaElement.prototype, 'error', descriptor);
      else delete (HTMLMediaElement.prototype as { error?: unknown }).error;
    }
  });

  it('reports "Failed to load video" when the browser gives no reason', () => {
    const { video, onError } = setup();
    fireEvent.error(video);
    expect(onError).toHaveBeenCalledWith('video_loading', 'Failed to load video');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load video');
  });

  it('reports a refused play() as video_playback, but ignores an interrupted one', async () => {
    const { figure, video, onError } = setup();
    loadMetadata(video, 4);
    play.mockRejectedValueOnce(new DOMException('play() failed because the user did not interact', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: 'Play Bright sound' }));
    await act(async () => {});
    expect(onError).toHaveBeenCalledWith(
      'video_playback',
      'Video error: play() failed because the user did not interact (code: NotAllowedError)',
    );
    expect(figure).toHaveAttribute('data-status', 'paused');

    onError.mockClear();
    play.mockRejectedValueOnce(new DOMException('interrupted by pause()', 'AbortError'));
    fireEvent.click(screen.getByRole('button', { name: 'Play Bright sound' }));
    await act(async () => {});
    expect(onError).not.toHaveBeenCalled();
  });
});
