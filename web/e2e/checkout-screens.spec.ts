import type { Browser, BrowserContext, Cookie, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import { customer, placePaidOrder, putPutterInCart, uniqueEmail } from './support/in-page-api';
import { layoutFaults } from './support/layout';

const widths = [390, 768, 1024, 1280] as const;
const themes = ['light', 'dark'] as const;

/**
 * Every context of this file is the same shopper, so it owns the order it placed: one x-session-id, and the
 * sp_browser cookie the shop bound that id to on the first context's first request. Each context has a cookie jar
 * of its own, and the id shown without that cookie is another browser's (401 session_not_bound).
 */
const sessionId = `sess_${Date.now().toString(36).slice(-9).padStart(9, 'a')}`;
let shopperCookies: Cookie[] = [];

const asTheShopper = async (context: BrowserContext) => {
  await context.addInitScript((id) => {
    if (!localStorage.getItem('x-session-id')) localStorage.setItem('x-session-id', id);
  }, sessionId);
  if (shopperCookies.length > 0) await context.addCookies(shopperCookies);
};

/** The shopper's sp_browser cookie, from the context that bound the id (after its first page load). */
const keepShopperCookies = async (context: BrowserContext) => {
  shopperCookies = (await context.cookies()).filter((cookie) => cookie.name === 'sp_browser');
  if (shopperCookies.length !== 1) throw new Error('The shop set no sp_browser cookie on the first page load');
};

/** Sections that only render near the viewport are part of what is judged, so the page is scrolled through. */
const settle = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(200);
};

/**
 * Waits for the checkout's details step. The first test of this file once timed out at the first field without
 * saying what the page showed instead; this says it (an empty cart, a failed set-up, an error screen, the skeleton)
 * with the browser's errors (a request Chromium aborted, such as net::ERR_NETWORK_CHANGED when the host's network
 * interfaces change under it, shows there), and prints how long the step took.
 */
const detailsStep = async (page: Page, errors: string[]) => {
  const started = Date.now();
  try {
    await page.getByRole('heading', { name: 'Customer Details' }).waitFor({ timeout: 60_000 });
  } catch (error) {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main element)');
    throw new Error(
      `The checkout's details step did not show (${(error as Error).message.split('\n')[0]}).\n` +
        `The page shows: ${shown.replace(/\s+/g, ' ').slice(0, 400)}\nBrowser errors: ${errors.join('\n') || 'none'}`,
      { cause: error },
    );
  }
  process.stdout.write(`checkout details step shown ${Date.now() - started} ms after the page loaded\n`);
};

describe('checkout and order screens at every width, light and dark', () => {
  let browser: Browser;
  let paidOrderId = '';
  const email = uniqueEmail('screens');

  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await newContext(browser);
    await asTheShopper(context);
    const page = await context.newPage();
    await page.goto('/');
    paidOrderId = await placePaidOrder(page, customer(email, 'Screen Shopper'));
    await putPutterInCart(page, 'SCREENS');
    await keepShopperCookies(context);
    await context.close();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const theme of themes) {
    for (const width of widths) {
      it(`${theme} at ${width} px: details, payment, success, orders and the order`, async () => {
        const context = await newContext(browser, theme, { width, height: 900 });
        await asTheShopper(context);
        const page = await context.newPage();
        const errors = watchConsole(page);
        const check = async (name: string) => {
          await settle(page);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
          // Nothing sticks out sideways and no control is covered, from the top of the page to its bottom.
          expect({ name, faults: await layoutFaults(page) }).toEqual({ name, faults: [] });
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, `${name}-${width}-${theme}`);
          expect({ name, violations: await seriousA11yViolations(page) }).toEqual({ name, violations: [] });
        };

        await page.goto('/checkout');
        await detailsStep(page, errors);
        await page.getByLabel('Full Name').fill('Screen Shopper');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Phone Number').fill('812345678');
        await page.getByLabel('Street Address').fill('99 Sukhumvit Soi 11');
        await page.getByLabel('City').fill('Bangkok');
        await page.getByLabel('State/Province').selectOption('Bangkok');
        await page.getByLabel('Postal Code').fill('10110');
        // With the full tax invoice's fields open: the longest the step gets.
        await page.getByRole('checkbox', { name: /I need a full tax invoice/ }).check();
        await page.getByLabel('Company or buyer name').fill('Screen Shopper Co., Ltd.');
        await page
          .getByLabel('Address', { exact: true })
          .fill('99 Sukhumvit Soi 11, Khlong Toei Nuea, Watthana, Bangkok 10110');
        await page.getByLabel(/Tax ID/).fill('0105536092641');
        await check('screen-checkout-details');

        await page.getByRole('button', { name: 'Continue to Payment' }).click();
        await page.getByRole('form', { name: 'Card payment' }).waitFor();
        await check('screen-checkout-payment');

        // No payment_intent: a made-up one is not the order's own, and the page then shows nothing of the order.
        await page.goto(`/checkout/success?order_id=${paidOrderId}`);
        await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
        await check('screen-checkout-success');

        await page.goto(`/orders?email=${encodeURIComponent(email)}`);
        await page.locator(`[data-order-id="${paidOrderId}"]`).waitFor();
        await check('screen-orders');

        await page.goto(`/orders/${paidOrderId}`);
        await page.getByTestId('order-configuration').waitFor();
        await page
          .getByTestId('timeline-time-confirmed')
          .filter({ hasText: /\d{1,2}:\d{2}/ })
          .waitFor();
        await check('screen-order-detail');

        // Still the shopper's id: the web client would have started a new one had the shop refused it.
        expect(await page.evaluate(() => localStorage.getItem('x-session-id'))).toBe(sessionId);
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }
});
