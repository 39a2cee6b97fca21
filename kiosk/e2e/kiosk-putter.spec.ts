import type { Browser, Locator, Page } from 'playwright-core';
import { LOGO_TEXT_MAX_LENGTH, predefinedLogos } from '@sound-putter/contracts';
import {
  fillDetails,
  kioskContext,
  LANDSCAPE,
  launchBrowser,
  openConfigure,
  PORTRAIT,
  seriousA11yViolations,
  shot,
  toThai,
  touchProblems,
  watchConsole,
} from './support/kiosk';

type Language = 'en' | 'th';

const words = {
  en: { symbol: 'Symbol', crown: 'Crown Royal', tooLong: /21 characters.*limit of 20.*Nothing was cut/ },
  th: { symbol: 'สัญลักษณ์', crown: 'มงกุฎหลวง', tooLong: /21 ตัวอักษร.*เกินขีดจำกัด 20.*ไม่ได้ตัดข้อความ/ },
} as const;

/** The box of an element and whether it lies wholly inside the viewport. */
const boxOf = async (page: Page, locator: Locator) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  const viewport = page.viewportSize() ?? PORTRAIT;
  const inside =
    box.y >= 0 && box.x >= 0 && box.y + box.height <= viewport.height && box.x + box.width <= viewport.width;
  return { ...box, inside };
};

/** Whether the element is what a finger at its centre touches (nothing scrolled over it). */
const onTop = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });

/** The single-logo option chosen, its one entry on the face, as text. */
const chooseSingleLogo = async (page: Page) => {
  await page.locator('button[data-option="logo-single"]').tap();
  await page.locator('#logo-text-0').waitFor();
};

/** Sets the whole value at once, as a paste or the on-screen keyboard's autocomplete does. */
const paste = (input: Locator, text: string) => input.fill(text);

describe('the kiosk shows the putter', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const language of ['en', 'th'] as const satisfies readonly Language[]) {
    it(`${language}: the engraving field shows its limit and a live count, and refuses over-long text out loud`, async () => {
      const context = await kioskContext(browser, PORTRAIT);
      const page = await context.newPage();
      const errors = watchConsole(page);
      await openConfigure(page);
      if (language === 'th') await toThai(page);
      await chooseSingleLogo(page);
      const input = page.locator('#logo-text-0');
      const count = page.getByTestId('engraving-count-0');
      const refused = page.getByTestId('engraving-refused-0');
      await input.scrollIntoViewIfNeeded();
      await expectText(count, `0 / ${LOGO_TEXT_MAX_LENGTH}`);

      // Typing key by key: the count follows each character.
      await input.tap();
      await page.keyboard.type('TIGER 12');
      await expectText(count, '8 / 20');
      expect(await refused.count()).toBe(0);

      // Up to the limit is taken whole (positive control for the refusal below).
      await paste(input, 'A very long engravin');
      await expectText(count, '20 / 20');
      await page.getByTestId('live-price').filter({ hasText: /฿/ }).waitFor();

      // One more character is refused and said so; the text is not cut or changed.
      await page.keyboard.type('g');
      await refused.waitFor();
      expect(await refused.innerText()).toMatch(words[language].tooLong);
      expect(await input.inputValue()).toBe('A very long engravin');
      await expectText(count, '20 / 20');
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await input.getAttribute('aria-describedby')).toContain('logo-text-0-refused');
      await input.scrollIntoViewIfNeeded();
      await shot(page, `kiosk-engraving-refused-portrait-${language}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A long paste is refused whole as well: the field keeps what it had.
      await paste(input, 'A very long engraving text');
      expect(await input.inputValue()).toBe('A very long engravin');

      // Thai counts as a person reads it: 20 syllables with their marks are 60 code units, and still fit.
      const thai = 'กี่'.repeat(20);
      await paste(input, thai);
      expect(await input.inputValue()).toBe(thai);
      await expectText(count, '20 / 20');
      expect(await refused.count()).toBe(0);
      // The server agrees: the putter is priced with this engraving.
      await page.getByTestId('live-price').filter({ hasText: /฿/ }).waitFor();
      expect(await page.locator('[data-step="configure"] footer button').last().isEnabled()).toBe(true);
      // The preview engraves it in the shipped Thai face, within the head (the face is 126 of the drawing's 240 units).
      const drawing = page.getByTestId('configure-preview').locator('svg[data-handedness]');
      const engraved = drawing.locator('[data-testid="face-engraving"] text');
      expect(await engraved.textContent()).toBe(thai);
      const drawingBox = await drawing.boundingBox();
      const engravedBox = await engraved.boundingBox();
      expect(engravedBox?.width).toBeGreaterThan(0);
      expect(engravedBox?.width).toBeLessThanOrEqual(((drawingBox?.width ?? 0) * 130) / 240);
      const thaiFace = await page.evaluate(() =>
        [...document.fonts].filter((f) => f.family.includes('Sound Putter Thai')).map((f) => f.status),
      );
      expect(thaiFace).toContain('loaded');
      await shot(page, `kiosk-engraving-thai-text-portrait-${language}`);
      expect(errors).toEqual([]);
      await context.close();
    });

    it(`${language}: logo symbols are chosen from their pictures, each named`, async () => {
      const context = await kioskContext(browser, PORTRAIT);
      const page = await context.newPage();
      await openConfigure(page);
      if (language === 'th') await toThai(page);
      await chooseSingleLogo(page);
      await page.getByRole('button', { name: words[language].symbol, exact: true }).tap();
      const choices = page.locator('[data-logo-choice]');
      await choices.first().waitFor();
      expect(await choices.count()).toBe(predefinedLogos.length);
      for (const logo of predefinedLogos) {
        const button = page.locator(`[data-logo-choice="${logo.key}"]`);
        // A picture of the symbol, drawn (not an empty box) …
        const art = button.locator(`svg[data-logo="${logo.key}"]`);
        expect(await art.locator('path, circle, polygon, rect, ellipse, polyline, line').count()).toBeGreaterThan(0);
        const box = await art.boundingBox();
        expect(box?.width).toBeGreaterThanOrEqual(90);
        // … and a name in the screen's language, which is the button's accessible name.
        expect((await button.innerText()).trim().length).toBeGreaterThan(2);
      }
      const crown = page.getByRole('button', { name: words[language].crown, exact: true });
      expect(await crown.getAttribute('aria-pressed')).toBe('false');
      await crown.tap();
      expect(await crown.getAttribute('aria-pressed')).toBe('true');
      await page.getByTestId('live-price').filter({ hasText: /฿/ }).waitFor();
      await page.locator('[data-logo-choice="crown-royal"]').scrollIntoViewIfNeeded();
      await shot(page, `kiosk-logo-symbols-portrait-${language}`);
      const touch = await touchProblems(page);
      expect(touch.problems).toEqual([]);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await context.close();
    });

    it(`${language}: in portrait the putter stays on screen while the options scroll beneath it`, async () => {
      const context = await kioskContext(browser, PORTRAIT);
      const page = await context.newPage();
      await openConfigure(page);
      if (language === 'th') await toThai(page);
      const preview = page.getByTestId('configure-preview');
      const putter = preview.getByTestId('configured-putter');
      const before = await boxOf(page, putter);
      expect(before.inside).toBe(true);
      expect(before.height).toBeGreaterThanOrEqual(400);
      await shot(page, `kiosk-configure-portrait-${language}`);

      // Scroll the options by touch-like wheel steps to the gift box at the very end.
      const scroller = page.locator('[data-step="configure"] main');
      const giftBox = page.locator('fieldset').last();
      const firstOption = page.locator('fieldset').first();
      const firstBefore = await firstOption.boundingBox();
      await scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
      await page.locator('html').evaluate(() => new Promise((r) => requestAnimationFrame(r)));
      // Positive control: the options did move (the page really scrolled).
      const firstAfter = await firstOption.boundingBox();
      expect((firstBefore?.y ?? 0) - (firstAfter?.y ?? 0)).toBeGreaterThan(300);
      expect((await boxOf(page, giftBox)).inside).toBe(true);

      const after = await boxOf(page, putter);
      expect(after.inside).toBe(true);
      expect(after.height).toBeGreaterThanOrEqual(400);
      expect(await onTop(putter)).toBe(true);
      // The options pass beneath the preview, not over it: the first option group is now hidden under it.
      await shot(page, `kiosk-configure-scrolled-portrait-${language}`);

      // A change made down in the list shows in the picture still on screen.
      const handBefore = await putter.locator('[data-handedness]').getAttribute('data-handedness');
      await page.getByRole('button', { name: language === 'en' ? 'Left-handed' : 'ถนัดซ้าย' }).tap();
      expect(handBefore).toBe('right');
      await expectAttribute(putter.locator('[data-handedness]'), 'data-handedness', 'left');
      await context.close();
    });

    for (const [orientation, viewport] of [
      ['portrait', PORTRAIT],
      ['landscape', LANDSCAPE],
    ] as const) {
      it(`${orientation} ${language}: attract, review and payment show the configured putter large`, async () => {
        const context = await kioskContext(browser, viewport);
        const page = await context.newPage();
        const errors = watchConsole(page);
        await page.goto('/kiosk/');
        await page.locator('[data-step="attract"]').waitFor();
        if (language === 'th') await toThai(page);
        const still = page.getByTestId('attract-putter');
        await still.evaluate((img: HTMLImageElement) => img.decode());
        expect(await still.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        const stillBox = await boxOf(page, still);
        expect(stillBox.inside).toBe(true);
        expect(stillBox.width).toBeGreaterThanOrEqual(orientation === 'portrait' ? 800 : 700);
        expect((await still.getAttribute('alt'))?.length).toBeGreaterThan(5);
        await shot(page, `kiosk-attract-${orientation}-${language}`);

        await openConfigure(page);
        if (language === 'th') await toThai(page);
        const silverShaft = await page
          .locator('[data-testid="configure-preview"] [data-shaft-colour]')
          .getAttribute('data-shaft-colour');
        // A left-handed putter with a gold shaft: the pictures later must follow it.
        await page.locator('[data-testid="configure-preview"] button').nth(1).tap();
        await page.locator('button[data-option="shaft-color-gold"]').tap();
        await page
          .getByTestId('live-price')
          .filter({ hasText: /฿\s?1\d,/ })
          .waitFor();
        await page.locator('[data-step="configure"] footer button').last().tap();
        await page.locator('[data-step="review"]').waitFor();
        await page.getByTestId('review-total').filter({ hasText: /฿/ }).waitFor();
        const reviewPutter = page.locator('[data-step="review"]').getByTestId('configured-putter');
        const reviewBox = await boxOf(page, reviewPutter);
        expect(reviewBox.inside).toBe(true);
        expect(reviewBox.height).toBeGreaterThanOrEqual(500);
        await expectAttribute(reviewPutter.locator('[data-handedness]'), 'data-handedness', 'left');
        const goldShaft = await reviewPutter.locator('[data-shaft-colour]').getAttribute('data-shaft-colour');
        // Positive control: the gold shaft is not the default silver one's colour.
        expect(goldShaft).toMatch(/^#/);
        expect(goldShaft).not.toBe(silverShaft);
        await shot(page, `kiosk-review-${orientation}-${language}`);

        await page.locator('[data-step="review"] footer button').nth(1).tap();
        await page.locator('[data-step="details"]').waitFor();
        await fillDetails(page, `Putter ${orientation} ${language}`);
        await page.locator('[data-step="details"] footer button').tap();
        await page.locator('[data-step="payment"]').waitFor();
        const payPutter = page.locator('[data-step="payment"]').getByTestId('configured-putter');
        const payBox = await boxOf(page, payPutter);
        expect(payBox.inside).toBe(true);
        expect(payBox.height).toBeGreaterThanOrEqual(orientation === 'portrait' ? 600 : 300);
        // It fills the lower part of the portrait screen: at most the screen's margin is left empty under it.
        if (orientation === 'portrait') expect(viewport.height - (payBox.y + payBox.height)).toBeLessThan(100);
        await expectAttribute(payPutter.locator('[data-handedness]'), 'data-handedness', 'left');
        expect(await payPutter.locator('[data-shaft-colour]').getAttribute('data-shaft-colour')).toBe(goldShaft);
        expect(await onTop(payPutter)).toBe(true);
        await shot(page, `kiosk-payment-${orientation}-${language}`);
        const touch = await touchProblems(page);
        expect(touch.problems).toEqual([]);
        expect(await seriousA11yViolations(page)).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});

async function expectText(locator: Locator, text: string) {
  await locator.filter({ hasText: text }).waitFor({ timeout: 5000 });
  expect((await locator.innerText()).trim()).toBe(text);
}

async function expectAttribute(locator: Locator, name: string, value: string) {
  await locator.and(locator.page().locator(`[${name}="${value}"]`)).waitFor({ timeout: 5000 });
  expect(await locator.getAttribute(name)).toBe(value);
}
