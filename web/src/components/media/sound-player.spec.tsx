import { act, createRef } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FakeAudioContext, installFakeWebAudio, latestAudioContext } from './fake-web-audio.testing';
import { SoundPlayer, type SoundPlayerHandle } from './sound-player';

const sources = [
  { src: '/media/strike.ogg', type: 'audio/ogg; codecs=opus' },
  { src: '/media/strike.mp3', type: 'audio/mpeg' },
];

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeAll(installFakeWebAudio);
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  // jsdom has no 2D canvas; the bars themselves are covered by toBars.
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

const setup = () => {
  const onError = jest.fn();
  const onPlay = jest.fn();
  const ref = createRef<SoundPlayerHandle>();
  const view = render(<SoundPlayer ref={ref} title="Deep" sources={sources} onError={onError} onPlay={onPlay} />);
  const audio = view.container.querySelector('audio') as HTMLAudioElement;
  const root = view.container.firstElementChild as HTMLElement;
  return { ...view, audio, root, onError, onPlay, ref, user: userEvent.setup() };
};

const ready = (audio: HTMLAudioElement) => fireEvent.canPlay(audio);
const volumeSlider = () => screen.getByRole('slider', { name: 'Volume for Deep' });

describe('SoundPlayer', () => {
  it('loads without playing or creating an AudioContext until someone presses play', () => {
    const before = FakeAudioContext.instances.length;
    const { root, audio } = setup();
    expect(root).toHaveAttribute('data-status', 'loading');
    expect(screen.getByText('Loading sound…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play Deep' })).toBeDisabled();
    expect(audio).toHaveAttribute('src', '/media/strike.ogg');
    ready(audio);
    expect(root).toHaveAttribute('data-status', 'ready');
    expect(screen.getByRole('button', { name: 'Play Deep' })).toBeEnabled();
    expect(play).not.toHaveBeenCalled();
    expect(FakeAudioContext.instances).toHaveLength(before);
  });

  it('has a 0–1 volume slider in steps of 0.1 that starts at 0.7', () => {
    setup();
    const slider = volumeSlider();
    expect(slider).toHaveValue('0.7');
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '1');
    expect(slider).toHaveAttribute('step', '0.1');
    expect(slider).toHaveAttribute('aria-valuetext', '70%');
  });

  it('on play builds the analyser graph (size 256, smoothing 0.8), plays, then stops back to 0', async () => {
    const { root, audio, user, onPlay, onError } = setup();
    ready(audio);
    await user.click(screen.getByRole('button', { name: 'Play Deep' }));
    const context = latestAudioContext();
    expect(context.sources.at(-1)).toBe(audio);
    expect(context.analysers.at(-1)).toMatchObject({ fftSize: 256, smoothingTimeConstant: 0.8 });
    expect(context.gains.at(-1)?.gain.value).toBe(0.7);
    expect(context.resume).toHaveBeenCalled();
    expect(play).toHaveBeenCalledTimes(1);
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();

    fireEvent.play(audio);
    expect(root).toHaveAttribute('data-status', 'playing');
    audio.currentTime = 0.6;
    await user.click(screen.getByRole('button', { name: 'Stop Deep' }));
    expect(pause).toHaveBeenCalled();
    expect(audio.currentTime).toBe(0);
    expect(root).toHaveAttribute('data-status', 'stopped');
    expect(screen.getByText('Stopped')).toBeInTheDocument();
  });

  it('is stopped when the strike has rung out', () => {
    const { root, audio } = setup();
    ready(audio);
    fireEvent.play(audio);
    audio.currentTime = 1.6;
    fireEvent.ended(audio);
    expect(root).toHaveAttribute('data-status', 'stopped');
    expect(audio.currentTime).toBe(0);
  });

  it('keeps mute and volume independent', async () => {
    const { audio, user } = setup();
    ready(audio);
    await user.click(screen.getByRole('button', { name: 'Play Deep' }));
    const gain = latestAudioContext().gains.at(-1)!.gain;
    const mute = screen.getByRole('button', { name: 'Mute Deep' });

    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect(gain.value).toBe(0);
    expect(volumeSlider()).toHaveValue('0.7');

    fireEvent.change(volumeSlider(), { target: { value: '0.3' } });
    expect(gain.value).toBe(0);
    expect(volumeSlider()).toHaveAttribute('aria-valuetext', '30%');

    await user.click(mute);
    expect(mute).toHaveAttribute('aria-pressed', 'false');
    expect(gain.value).toBe(0.3);
  });

  it('reports audio_context_init and still plays through the element when Web Audio fails', async () => {
    FakeAudioContext.failNextSource = true;
    const { audio, user, onError } = setup();
    ready(audio);
    await user.click(screen.getByRole('button', { name: 'Play Deep' }));
    expect(onError).toHaveBeenCalledWith(
      'audio_context_init',
      'Audio error: The element is already connected to a source node (code: InvalidStateError)',
    );
    expect(play).toHaveBeenCalledTimes(1);
    expect(audio.volume).toBe(0.7);
    await user.click(screen.getByRole('button', { name: 'Mute Deep' }));
    expect(audio.muted).toBe(true);
    expect(audio.volume).toBe(0.7);
  });

  it('reports a load failure as audio_loading', () => {
    const { root, audio, onError } = setup();
    Object.defineProperty(audio, 'error', { configurable: true, value: { code: 4, message: 'Format error' } });
    fireEvent.error(audio);
    expect(onError).toHaveBeenCalledWith('audio_loading', 'Audio error: Format error (code: 4)');
    expect(root).toHaveAttribute('data-status', 'error');
    expect(screen.getByRole('button', { name: 'Play Deep' })).toBeDisabled();
  });

  it('reports "Failed to load audio" when the browser gives no reason', () => {
    const { audio, onError } = setup();
    fireEvent.error(audio);
    expect(onError).toHaveBeenCalledWith('audio_loading', 'Failed to load audio');
  });

  it('reports a refused play() as audio_playback', async () => {
    const { root, audio, onError } = setup();
    ready(audio);
    play.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    fireEvent.click(screen.getByRole('button', { name: 'Play Deep' }));
    await act(async () => {});
    expect(onError).toHaveBeenCalledWith('audio_playback', 'Audio error: denied (code: NotAllowedError)');
    expect(root).toHaveAttribute('data-status', 'stopped');
  });

  it('can be driven through its handle', async () => {
    const { audio, ref, root } = setup();
    ready(audio);
    await act(() => ref.current!.play());
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.play(audio);
    act(() => ref.current!.stop());
    expect(root).toHaveAttribute('data-status', 'stopped');
  });
});

describe('SoundPlayer on a Thai page', () => {
  it('names its controls and its state in Thai', async () => {
    const view = render(<SoundPlayer title="ทุ้มก้องกังวาน" sources={sources} language="th" />);
    expect(screen.getByText('กำลังโหลดเสียง…')).toBeInTheDocument();
    fireEvent.canPlay(view.container.querySelector('audio') as HTMLAudioElement);
    expect(screen.getByText('พร้อมเล่น')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'เล่นเสียงทุ้มก้องกังวาน' })).toHaveTextContent('เล่น');
    expect(screen.getByRole('button', { name: 'ปิดเสียงทุ้มก้องกังวาน' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'ระดับเสียงของทุ้มก้องกังวาน' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'คลื่นเสียงสดของเสียงทุ้มก้องกังวาน' })).toBeInTheDocument();
  });
});
