import type { Browser, Locator } from 'playwright-core';
import path from 'node:path';
import { artifactsDir, launchBrowser, newContext, screenshot, watchConsole } from './support/browser';

/**
 * Resolves once the media element's clock has moved past `seconds`, which only real decoding and playback do, and
 * prints how long that took on the wall clock. The 60 s limit only stops a stuck player from hanging the run.
 */
const waitForCurrentTime = async (media: Locator, seconds: number, label: string) => {
  const started = Date.now();
  const reached = await media.evaluate(
    (el: HTMLMediaElement, min: number) =>
      new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`currentTime stuck at ${el.currentTime}`)), 60_000);
        const check = () => {
          if (el.currentTime > min) {
            clearTimeout(timer);
            el.removeEventListener('timeupdate', check);
            resolve(el.currentTime);
          }
        };
        el.addEventListener('timeupdate', check);
        check();
      }),
    seconds,
  );
  process.stdout.write(
    `[media e2e] ${label} played past ${seconds} s ${Date.now() - started} ms after the wait began\n`,
  );
  return reached;
};

describe('real media in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the home page sound-technology videos get a real duration and play', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    const section = page.locator('#sound-technology');
    await section.scrollIntoViewIfNeeded();

    for (const name of ['Bright sound technology video', 'Deep sound technology video']) {
      const video = page.locator(`video[aria-label="${name}"]`);
      await video.waitFor();
      // The file's own length from its metadata (media time, the same on any machine), not a measured time.
      const fileSeconds = await video.evaluate(
        (el: HTMLVideoElement) =>
          new Promise<number>((resolve) => {
            if (el.readyState >= 1) resolve(el.duration);
            else el.addEventListener('loadedmetadata', () => resolve(el.duration), { once: true });
          }),
      );
      expect(Math.round(fileSeconds)).toBe(4);
      expect(await page.getByRole('slider', { name: `Seek ${name}` }).getAttribute('aria-valuetext')).toBe(
        '0:00 of 0:04',
      );
    }

    const bright = page.locator('video[aria-label="Bright sound technology video"]');
    await page.getByRole('button', { name: 'Play Bright sound technology video' }).click();
    expect(await waitForCurrentTime(bright, 0.5, 'the bright video')).toBeGreaterThan(0.5);
    await page.getByRole('button', { name: 'Pause Bright sound technology video' }).waitFor();
    expect(await bright.evaluate((el: HTMLVideoElement) => el.videoWidth)).toBe(640);
    await screenshot(page, 'media-home-video');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the sound preview plays real audio and draws a live waveform', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/sound-preview');
    const deepPlay = page.getByRole('button', { name: 'Play Deep and Resonant' });
    await deepPlay.waitFor();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('button')).some(
        (b) => b.getAttribute('aria-label') === 'Play Deep and Resonant' && !b.disabled,
      ),
    );

    const audios = page.locator('audio');
    expect(await audios.count()).toBe(2);
    // Nothing plays before the visitor asks for it.
    expect(await audios.evaluateAll((els: HTMLAudioElement[]) => els.every((el) => el.paused))).toBe(true);

    await deepPlay.click();
    expect(await waitForCurrentTime(audios.nth(0), 0.2, 'the deep sound')).toBeGreaterThan(0.2);
    // A bar reaching the top half of the canvas means the analyser is receiving the strike's energy.
    const drawing = Date.now();
    await page.waitForFunction(
      () => {
        const canvas = document.querySelector<HTMLCanvasElement>(
          'canvas[aria-label="Live waveform of Deep and Resonant"]',
        );
        const context = canvas?.getContext('2d');
        if (!canvas || !context) return false;
        const { data } = context.getImageData(0, 0, canvas.width, Math.floor(canvas.height / 2));
        for (let i = 3; i < data.length; i += 4) if (data[i] > 0) return true;
        return false;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    );
    process.stdout.write(
      `[media e2e] the waveform showed the strike ${Date.now() - drawing} ms after playback was seen\n`,
    );
    await screenshot(page, 'media-sound-preview-playing');

    await page.getByRole('button', { name: 'Play all together' }).click();
    const times = await Promise.all([
      waitForCurrentTime(audios.nth(0), 0.2, 'sound 1 of 2 together'),
      waitForCurrentTime(audios.nth(1), 0.2, 'sound 2 of 2 together'),
    ]);
    expect(Math.min(...times)).toBeGreaterThan(0.2);
    await page.getByRole('button', { name: 'Stop all' }).click();
    expect(await audios.evaluateAll((els: HTMLAudioElement[]) => els.every((el) => el.paused))).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  describe('a video that cannot load', () => {
    for (const [theme, width] of [
      ['light', 390],
      ['dark', 768],
      ['light', 1024],
      ['dark', 1280],
    ] as const) {
      it(`shows the spec's notice on the player and as a notice, while the other video still loads (${theme}, ${width} px)`, async () => {
        const context = await newContext(browser, theme, { width, height: 900 });
        // The Bright video's files answer with bytes that are no video: the browser reports a decode error.
        await context.route(/\/media\/sound-technology-bright\.(mp4|webm)$/, (route) =>
          route.fulfill({ status: 200, contentType: 'video/mp4', body: Buffer.from('not a video at all') }),
        );
        // Notices leave after 5 s: every one shown is recorded as it appears, so a slow check cannot miss it.
        await context.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { shownToasts: string[] }).shownToasts = seen;
          new MutationObserver(() => {
            document.querySelectorAll<HTMLElement>('[data-testid="toast"]:not([data-recorded])').forEach((toast) => {
              toast.dataset.recorded = 'true';
              seen.push(toast.textContent ?? '');
            });
          }).observe(document, { childList: true, subtree: true });
        });
        const page = await context.newPage();
        await page.goto('/');
        // On a short screen the app (and the sections below the hero) starts at the shopper's first input.
        await page.mouse.wheel(0, 400);
        await page.locator('#sound-technology').scrollIntoViewIfNeeded();
        const bright = page.locator('figure', { has: page.getByLabel('Bright sound technology video') });
        const deep = page.locator('figure', { has: page.getByLabel('Deep sound technology video') });
        // Positive control: the untouched video in the same section gets ready.
        await deep.and(page.locator('[data-status="ready"]')).waitFor();
        await bright.and(page.locator('[data-status="error"]')).waitFor();
        const notice = bright.getByRole('alert');
        expect(await notice.textContent()).toMatch(
          /^Video error: .+ \(code: \d\)Please refresh the page to try again\.$/,
        );
        expect(await bright.getByRole('button', { name: 'Play Bright sound technology video' }).isDisabled()).toBe(
          true,
        );
        expect(await deep.getByRole('alert').count()).toBe(0);
        // The same text as a one-time notice (video_loading).
        const shown = await page.evaluate(() => (window as unknown as { shownToasts: string[] }).shownToasts);
        expect(shown.filter((text) => /Video error: .+ \(code: \d\)/.test(text))).toHaveLength(1);
        await bright.screenshot({ path: path.join(artifactsDir, `media-video-error-${theme}-${width}.png`) });
        await context.close();
      });
    }
  });
});
