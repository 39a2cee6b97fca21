import { apiPaths } from '@sound-putter/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { baseUrl, launchBrowser, newContext, screenshot, watchConsole } from './support/browser';
import {
  advanceOrder,
  callApi,
  customer,
  placePaidOrder,
  putPutterInCart,
  signUp,
  uniqueEmail,
} from './support/in-page-api';
import { createStaff, releaseAdmin, signInContext } from './support/shop-api';

/*
 * Issue 34, item 1: one language per shopper. A Thai page shows no English sentence, and an English page no Thai one,
 * on every screen of the shopper's journey and in every state of an order. The web shop's texts live beside their
 * screens (there is no single catalogue to diff against), so the check reads what the page shows and says: every Latin
 * word on a Thai page, less proper names, units and codes, is a leftover; every Thai letter on an English page too.
 */

/** Latin words a Thai page may show: the brand, the language switch's own name, payment brands, units and formats. */
const LATIN_ON_THAI = new Set([
  'Sound',
  'Putter',
  'Performance', // the centre's name: "ศูนย์ Sound Putter Performance กรุงเทพฯ"
  'EN',
  'English',
  'PromptPay',
  'QR',
  'PDF',
  'EMS', // Thailand Post's service name
  'Melody', // the models' names (Melody C, Melody D)
  'MELODY', // the same, as the Sound Preview Center's cards set it in capitals
  'DB', // the brand, "100 DB"
  'Hz', // the sound signatures' frequency bands
  'Crown', // a predefined logo's name, engraved as it is: Crown Royal
  'Royal',
  'Shield', // another predefined logo, Shield Badge, named in the About page's face close-up
  'Badge',
  'PVD',
  'CNC',
  'Facebook',
  'Instagram',
  'YouTube',
  'LINE',
  'TH', // the shopper's initials on the account button (their e-mail starts "thai-pages-")
]);

/**
 * Screens and lines known to be English still on a Thai page: none since the home page, the About page, the Sound
 * Preview Center, the sign-in dialog, the not-found page, the delete-account dialog, the document titles and the
 * putter picture's description speak Thai.
 * Kept empty so a screen that must wait can be named here, printed and screenshotted without being held.
 */
const NOT_YET_THAI_SCREENS = new Set<string>([]);
const NOT_YET_THAI_LINES: RegExp[] = [];
/** Thai an English page may show: the language switch's own name. */
const THAI_ON_ENGLISH = new Set(['ไทย', 'ภาษาไทย']);

/** Everything the page says: its text, and the names and hints of its controls (what a screen reader reads too). */
const pageWords = (page: Page) =>
  page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')]
      .filter((e) => !e.closest('[hidden], [aria-hidden="true"]'))
      .flatMap((e) => ['aria-label', 'title', 'placeholder', 'alt'].map((a) => e.getAttribute(a) ?? ''));
    return [document.title, document.body.innerText, ...attributes].join('\n');
  });

/**
 * What a `language` page shows in the other language, line by line. `data` is what the shopper typed or the shop
 * generated (names, addresses, e-mail addresses, codes): theirs, not the shop's words.
 */
export const otherLanguageLines = async (page: Page, language: 'th' | 'en', data: readonly string[] = []) => {
  let text = await pageWords(page);
  for (const value of data) text = text.split(value).join(' ');
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (language === 'en') {
    return lines.filter((line) => (line.match(/[\u0E00-\u0E7F]+/g) ?? []).some((word) => !THAI_ON_ENGLISH.has(word)));
  }
  return lines.filter((line) =>
    line
      // E-mail addresses, web addresses, codes with digits (order and document numbers, 4242…, EX123…TH).
      .replace(/\S+@\S+|https?:\S+|\S*\d\S*/g, ' ')
      .split(/[^A-Za-z]+/)
      .some((word) => word.length >= 2 && !LATIN_ON_THAI.has(word)),
  );
};

const thaiShopper = async (browser: Browser, theme: 'light' | 'dark' = 'light', width = 1280) => {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale: 'th-TH',
    viewport: { width, height: width < 700 ? 844 : 900 },
  });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', value);
    if (!localStorage.getItem('language')) localStorage.setItem('language', 'th');
  }, theme);
  return context;
};

/** The About page with its first picture shown. */
const openAbout = async (page: Page) => {
  await page.goto('/about');
  await page.locator('img[data-render="about-pair"]').evaluate((img: HTMLImageElement) => img.decode());
};

/** The Sound Preview Center with both cards, their players past loading (their state is in the page's language). */
const openSoundPreview = async (page: Page) => {
  await page.goto('/sound-preview');
  await page.locator('article [data-status="ready"]').nth(1).waitFor();
};

describe('a Thai shopper reads Thai on every screen', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await releaseAdmin();
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });

  it('home, About, Sound Preview Center, configurator, cart, checkout, every order state, My Orders and the account dialogs', async () => {
    const context = await thaiShopper(browser);
    contexts.push(context);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const email = uniqueEmail('thai-pages');
    const data = [email, '99 Sukhumvit Soi 11', 'Bangkok', 'Thailand', 'Somchai Jaidee', 'ACE 100'];
    const found: Record<string, string[]> = {};
    const check = async (screen: string) => {
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');
      // The catalog's Thai names come with the live catalog, a moment after the order itself: a few looks.
      let lines = await otherLanguageLines(page, 'th', data);
      let held = lines.filter((line) => !NOT_YET_THAI_LINES.some((known) => known.test(line)));
      for (let look = 0; look < 10 && held.length > 0 && !NOT_YET_THAI_SCREENS.has(screen); look++) {
        await page.waitForTimeout(300);
        lines = await otherLanguageLines(page, 'th', data);
        held = lines.filter((line) => !NOT_YET_THAI_LINES.some((known) => known.test(line)));
      }
      if (NOT_YET_THAI_SCREENS.has(screen) || held.length < lines.length)
        process.stdout.write(`[thai-pages] ${screen}: still English (known):\n  ${lines.join('\n  ')}\n`);
      if (!NOT_YET_THAI_SCREENS.has(screen) && held.length > 0) found[screen] = held;
      await screenshot(page, `thai-pages-${screen}`);
    };

    await page.goto('/');
    await page.locator('header').getByRole('link', { name: 'หน้าแรก' }).first().waitFor();
    await check('home');
    await openAbout(page);
    await check('about');
    await openSoundPreview(page);
    await check('sound-preview');
    await page.goto('/how-to-order');
    await page.locator('[data-option-price]').first().waitFor();
    await check('configurator');

    await signUp(page, email);
    await putPutterInCart(page);
    await page.goto('/how-to-order');
    await page.locator('[data-option-price]').first().waitFor();
    await page.locator('header').getByRole('button', { name: /ตะกร้า/ }).first().click();
    await page.getByRole('dialog').waitFor();
    await check('cart');
    await page.keyboard.press('Escape');

    await page.goto('/checkout');
    await page.locator('#name').waitFor({ timeout: 60_000 });
    // Sent empty: every field's message shows.
    await page.locator('form button[type="submit"]').last().click();
    await check('checkout-errors');
    await page.locator('input[name="fulfilment"][value="pickup"]').check();
    await page.locator('form input[type="checkbox"]').last().check();
    await page.locator('form button[type="submit"]').last().click();
    await check('checkout-pickup-tax-invoice');

    // Every state of an order, as its owner sees it.
    const staff = await newContext(browser);
    contexts.push(staff);
    await signInContext(staff, await createStaff('staff'));
    const board = await staff.newPage();
    await board.goto('/workshop');
    const orderPage = async (screen: string, orderId: string) => {
      await page.goto(`/orders/${orderId}`);
      await page.getByTestId('status-card').waitFor();
      await page.getByTestId('tax-documents').waitFor();
      await check(screen);
    };

    const shipped = await placePaidOrder(page, customer(email));
    await orderPage('order-paid', shipped);
    const ask = page.getByTestId('tax-documents').getByRole('button').last();
    await ask.click();
    await page.getByTestId('request-tax-invoice').click();
    await check('order-tax-invoice-form');
    await advanceOrder(board, shipped, 'crafting');
    await advanceOrder(board, shipped, 'shipped');
    await orderPage('order-shipped', shipped);

    const { shippingAddress: _none, ...details } = customer(email);
    const pickup = await placePaidOrder(page, { ...details, fulfilment: 'pickup' } as Parameters<
      typeof placePaidOrder
    >[1]);
    await orderPage('order-pickup-preparing', pickup);
    await advanceOrder(board, pickup, 'crafting');
    await callApi(board, 'POST', apiPaths.orders.readyToCollect(pickup), {});
    // The pickup code is the shop's data, and may be letters only (about one code in eleven has no digit).
    await page.goto(`/orders/${pickup}`);
    data.push((await page.getByTestId('pickup-code').innerText()).trim());
    await orderPage('order-pickup-ready', pickup);

    const cancelled = await placePaidOrder(page, customer(email));
    await callApi(page, 'POST', apiPaths.orders.cancel(cancelled), {});
    await orderPage('order-cancelled', cancelled);

    const refunded = await placePaidOrder(page, customer(email));
    await callApi(board, 'POST', apiPaths.orders.refund(refunded), {
      amountSatang: 150_000,
      reason: 'รอยขีดข่วนที่พื้นหัวไม้',
      requestId: randomUUID(),
    });
    await orderPage('order-refunded', refunded);

    await page.goto(`/checkout/success?order_id=${shipped}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check('checkout-success');

    await page.goto('/orders');
    await page.locator(`[data-order-id="${shipped}"]`).first().waitFor();
    await check('my-orders');

    // The pages this walk changed, in both languages and themes, at a phone's and a laptop's width.
    await putPutterInCart(page);
    for (const language of ['th', 'en'] as const)
      for (const theme of ['light', 'dark'] as const)
        for (const width of [390, 1280]) {
          await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
          await page.evaluate(
            ([l, t]) => {
              localStorage.setItem('language', l);
              localStorage.setItem('theme', t);
            },
            [language, theme],
          );
          await page.goto(`/orders/${pickup}`);
          await page.getByTestId('pickup-code').waitFor();
          await page.getByTestId('tax-document').first().waitFor();
          await screenshot(page, `language-order-pickup-${language}-${width}-${theme}`);
          await page.goto(`/orders/${refunded}`);
          await page.getByTestId('refund-summary').waitFor();
          await screenshot(page, `language-order-refunded-${language}-${width}-${theme}`);
          await page.goto('/checkout');
          await page.locator('#name').waitFor({ timeout: 60_000 });
          await page.locator('input[name="fulfilment"][value="pickup"]').check();
          await page.locator('form input[type="checkbox"]').last().check();
          await page.locator('form button[type="submit"]').last().click();
          await screenshot(page, `language-checkout-pickup-${language}-${width}-${theme}`);
          for (const [name, open] of [
            ['about', openAbout],
            ['sound-preview', openSoundPreview],
          ] as const) {
            await open(page);
            expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
            await screenshot(page, `language-${name}-${language}-${width}-${theme}`);
          }
        }

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.evaluate(() => {
      localStorage.setItem('language', 'th');
      localStorage.setItem('theme', 'light');
    });
    await page.goto('/orders');
    await page.locator(`[data-order-id="${shipped}"]`).first().waitFor();

    await page
      .locator('header')
      .getByRole('button', { name: /บัญชี|Account/ })
      .first()
      .click();
    await page.getByRole('menu').waitFor();
    await check('account-menu');
    await page.getByRole('menuitem').last().click();
    await page.waitForTimeout(300);
    await check('account-menu-item');
    await page.keyboard.press('Escape');

    // Signed out: the sign-in dialog.
    await context.clearCookies();
    await page.goto('/how-to-order');
    await page
      .locator('header')
      .getByRole('button', { name: /เข้าสู่ระบบ/ })
      .first()
      .click();
    await page.getByRole('dialog').waitFor();
    await check('sign-in-dialog');

    await page.goto('/no-such-page');
    await check('not-found');

    expect(found).toEqual({});
    expect(errors.filter((e) => !/40[134]/.test(e))).toEqual([]);
  }, 600_000);
});
