import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiPaths } from '@sound-putter/contracts';
import { installFakeWebAudio } from '../../components/media/fake-web-audio.testing';
import { server } from '../../testing/msw/server';
import { renderWithProviders } from '../../testing/render-with-providers';
import { SoundPreviewPage } from './sound-preview-page';

let play: jest.SpyInstance;
let pause: jest.SpyInstance;

beforeAll(installFakeWebAudio);
beforeEach(() => {
  play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});
afterEach(() => jest.restoreAllMocks());

const card = (name: string) => screen.getByRole('article', { name });

/** Renders the page and lets both audio files report they can play. */
const renderLoaded = async (route = '/sound-preview', deepName = 'Deep and Resonant') => {
  const view = renderWithProviders(<SoundPreviewPage />, { route });
  await screen.findByRole('article', { name: deepName });
  const audios = Array.from(view.container.querySelectorAll('audio'));
  audios.forEach((audio) => fireEvent.canPlay(audio));
  return { ...view, audios };
};

describe('SoundPreviewPage', () => {
  it('shows one player card per model with its characteristics, in compare mode, and a call to action to /', async () => {
    const { audios } = await renderLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Sound Preview Center' })).toBeInTheDocument();

    const deep = card('Deep and Resonant');
    expect(within(deep).getByText('Melody C')).toBeInTheDocument();
    expect(within(deep).getByText('Low-Mid (150-800 Hz)')).toBeInTheDocument();
    expect(within(deep).getByText('1.2 s')).toBeInTheDocument();
    expect(within(deep).getByText('Warm')).toBeInTheDocument();
    expect(within(deep).getByText('เสียงทุ้ม')).toBeInTheDocument();
    expect(within(deep).getByRole('button', { name: 'Play Deep and Resonant' })).toBeEnabled();
    expect(within(deep).getByRole('img', { name: 'Live waveform of Deep and Resonant' })).toBeInTheDocument();

    const bright = card('Bright and Dynamic');
    expect(within(bright).getByText('Mid-High (400-2000 Hz)')).toBeInTheDocument();
    expect(within(bright).getByText('0.8 s')).toBeInTheDocument();
    expect(within(bright).getByText('Sharp')).toBeInTheDocument();

    expect(audios.map((a) => a.getAttribute('src'))).toEqual(['/media/melody-c.ogg', '/media/melody-d.ogg']);
    expect(screen.getByRole('switch', { name: 'Compare mode' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Start Designing' })).toHaveAttribute('href', '/');
  });

  it('plays every model together and stops them all', async () => {
    const { user, audios } = await renderLoaded();
    await user.click(screen.getByRole('button', { name: 'Play all together' }));
    expect(play.mock.contexts).toEqual(expect.arrayContaining(audios));
    expect(play).toHaveBeenCalledTimes(2);
    audios.forEach((audio) => fireEvent.play(audio));
    expect(screen.getAllByText('Playing')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Stop all' }));
    expect(pause.mock.contexts).toEqual(expect.arrayContaining(audios));
    expect(screen.getAllByText('Stopped')).toHaveLength(2);
  });

  it('outside compare mode plays one sound at a time', async () => {
    const { user, audios } = await renderLoaded();
    await user.click(screen.getByRole('switch', { name: 'Compare mode' }));
    expect(screen.getByRole('switch', { name: 'Compare mode' })).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Play all together' })).not.toBeInTheDocument();

    const [deepAudio, brightAudio] = audios;
    await user.click(screen.getByRole('button', { name: 'Play Deep and Resonant' }));
    fireEvent.play(deepAudio);
    pause.mockClear();
    await user.click(screen.getByRole('button', { name: 'Play Bright and Dynamic' }));
    expect(pause.mock.contexts).toEqual([deepAudio]);
    expect(play.mock.contexts).toEqual([deepAudio, brightAudio]);
  });

  it('shows "Failed to Load Sound Models" with a Thai retry message and a notice, and retries', async () => {
    server.use(http.get(apiPaths.catalog.models, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
    const { user } = renderWithProviders(<SoundPreviewPage />, { route: '/sound-preview' });
    expect(await screen.findByRole('heading', { name: 'Failed to Load Sound Models' })).toBeInTheDocument();
    expect(screen.getByText('ไม่สามารถโหลดข้อมูลเสียงได้ กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
    expect(await screen.findByText('Service unavailable')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Bright and Dynamic' })).toBeInTheDocument();
  });

  it('turns an audio failure into a notice with the spec text', async () => {
    const { audios } = await renderLoaded();
    Object.defineProperty(audios[1], 'error', { configurable: true, value: { code: 2, message: '' } });
    fireEvent.error(audios[1]);
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Something went wrong');
    expect(toast).toHaveTextContent('Audio error: a network error interrupted the download (code: 2)');
  });

  describe('on a Thai page', () => {
    const renderThai = () => renderLoaded('/sound-preview?lang=th', 'ทุ้มก้องกังวาน');

    it('shows the headings, controls, cards and call to action in Thai', async () => {
      const { container, user } = await renderThai();
      expect(screen.getByRole('heading', { level: 1, name: 'ศูนย์ทดลองฟังเสียง' })).toBeInTheDocument();

      const deep = card('ทุ้มก้องกังวาน');
      expect(within(deep).getByText('เมโลดี้ ซี')).toBeInTheDocument();
      expect(within(deep).getByText('เสียงทุ้มอบอุ่นที่ให้ความมั่นใจ')).toBeInTheDocument();
      expect(within(deep).getByText('ช่วงความถี่')).toBeInTheDocument();
      expect(within(deep).getByText('ช่วงต่ำถึงกลาง (150-800 Hz)')).toBeInTheDocument();
      expect(within(deep).getByText('1.2 วินาที')).toBeInTheDocument();
      // The character row is the spec's Thai keywords; no second row repeats them.
      expect(within(deep).getByText('บุคลิกเสียง')).toBeInTheDocument();
      expect(within(deep).getByText('เสียงทุ้ม')).toBeInTheDocument();
      expect(within(deep).queryByText('Thai keywords')).not.toBeInTheDocument();
      expect(within(deep).getByRole('button', { name: 'เล่นเสียงทุ้มก้องกังวาน' })).toBeEnabled();
      expect(within(deep).getAllByText('พร้อมเล่น')).toHaveLength(1);

      const bright = card('ใสมีชีวิตชีวา');
      expect(within(bright).getByText('0.8 วินาที')).toBeInTheDocument();

      expect(screen.getByRole('switch', { name: 'โหมดเปรียบเทียบ' })).toBeChecked();
      expect(screen.getByRole('button', { name: 'เล่นพร้อมกันทั้งหมด' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'หยุดทั้งหมด' })).toBeInTheDocument();
      expect(screen.getByText(/^โหมดเปรียบเทียบ: เล่นเสียงพร้อมกันได้/)).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'เจอเสียงที่ใช่แล้วหรือยัง' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'เริ่มออกแบบ' })).toHaveAttribute('href', '/');

      await user.click(screen.getByRole('switch', { name: 'โหมดเปรียบเทียบ' }));
      expect(screen.getByText('ฟังทีละเสียง: เมื่อเริ่มเล่นเสียงหนึ่ง อีกเสียงจะหยุดเอง')).toBeInTheDocument();

      // No English word is left, less units, the models' Hz bands and the percentages' digits.
      const latin = (container.textContent ?? '').match(/[A-Za-z]{2,}/g) ?? [];
      expect(latin.filter((word) => word !== 'Hz')).toEqual([]);
    });

    it('says a failed load and its retry button in Thai', async () => {
      server.use(http.get(apiPaths.catalog.models, () => HttpResponse.json({ message: 'down' }, { status: 503 })));
      renderWithProviders(<SoundPreviewPage />, { route: '/sound-preview?lang=th' });
      expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลดรุ่นพัตเตอร์เสียง…');
      expect(await screen.findByRole('heading', { name: 'โหลดรุ่นพัตเตอร์เสียงไม่สำเร็จ' })).toBeInTheDocument();
      expect(screen.getByText('ไม่สามารถโหลดข้อมูลเสียงได้ กรุณาลองใหม่อีกครั้ง')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'ลองอีกครั้ง' })).toBeInTheDocument();
      expect(screen.queryByText('Failed to Load Sound Models')).not.toBeInTheDocument();
    });

    it('turns an audio failure into a Thai notice', async () => {
      const { audios } = await renderThai();
      Object.defineProperty(audios[0], 'error', { configurable: true, value: { code: 2, message: '' } });
      fireEvent.error(audios[0]);
      const toast = await screen.findByTestId('toast');
      expect(toast).toHaveTextContent('เกิดข้อผิดพลาด');
      expect(toast).toHaveTextContent('ข้อผิดพลาดของเสียง: เครือข่ายขัดข้องระหว่างดาวน์โหลด (รหัส: 2)');
    });
  });
});
