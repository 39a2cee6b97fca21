import type { AnyOrderView } from '@sound-putter/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import { callApi, customer, placePaidOrder, uniqueEmail } from './support/in-page-api';
import { mailedLink } from './support/mailed-links';

type Look = { width: number; theme: 'light' | 'dark'; locale: 'en-US' | 'th-TH' };
const looks: Look[] = [
  { width: 390, theme: 'light', locale: 'en-US' },
  { width: 390, theme: 'dark', locale: 'th-TH' },
  { width: 1280, theme: 'light', locale: 'th-TH' },
  { width: 1280, theme: 'dark', locale: 'en-US' },
];
const nameOf = (look: Look) => `${look.width}-${look.theme}-${look.locale.slice(0, 2)}`;

/** A browser of its own (cookies, storage), in a theme and a language (the language of the mail it asks for). */
const contextFor = async (browser: Browser, look: Look): Promise<BrowserContext> => {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: look.width, height: look.width < 800 ? 844 : 900 },
    locale: look.locale,
  });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', value);
  }, look.theme);
  return context;
};

const askForLink = async (page: Page, email: string) => {
  await page.goto('/orders');
  await page.getByTestId('lookup-how').waitFor();
  await page.getByLabel('อีเมลที่ใช้สั่งซื้อ').fill(email);
  await page.getByRole('button', { name: 'ส่งลิงก์' }).click();
  await page.getByTestId('lookup-sent').waitFor();
};

describe('track by e-mail: ask, check the inbox, open the link', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(looks)(
    'shows the orders only in the browser that opened the mailed link ($width $theme $locale)',
    async (look) => {
      const owner = await browser.newContext({ baseURL: baseUrl() });
      const ownerPage = await owner.newPage();
      await ownerPage.goto('/');
      const email = uniqueEmail('lookup');
      const orderId = await placePaidOrder(ownerPage, customer(email, 'Kanya Lookup'));
      const shortId = orderId.slice(-8).toUpperCase();
      await owner.close();

      // Another browser asks: the answer says to check the inbox and shows nothing of the address's orders.
      const context = await contextFor(browser, look);
      const page = await context.newPage();
      const errors = watchConsole(page);
      await askForLink(page, email);
      const main = await page.locator('main').innerText();
      expect(main).toContain('ตรวจสอบกล่องจดหมายของคุณ');
      // One language: the tracking page is Thai here, with no English beside it.
      expect(main).not.toContain('Check your inbox');
      expect(main).not.toContain(shortId);
      expect(main).not.toContain('Kanya Lookup');
      expect(await page.getByTestId('order-entry').count()).toBe(0);
      await screenshot(page, `order-lookup-sent-${nameOf(look)}`);

      // The link from the mail opens the orders here, in full.
      const { token, language } = await mailedLink('order-lookup-link', email, '/orders/lookup');
      // The mail is written in the page's language (issue 34): the tracking page is Thai for a shopper who has not
      // chosen a language, whatever the browser's.
      expect(language).toBe('th');
      await page.goto(`/orders/lookup#token=${token}`);
      const entry = page.locator(`[data-order-id="${orderId}"]`);
      await entry.getByText('Kanya Lookup').waitFor();
      expect(await entry.getAttribute('data-access')).toBe('full');
      await page.getByTestId('lookup-opened').waitFor();
      expect(new URL(page.url()).hash).toBe('');
      await screenshot(page, `order-lookup-opened-${nameOf(look)}`);
      // ...and stay listed on /orders for this browser.
      await page.goto('/orders');
      await page.locator(`[data-order-id="${orderId}"][data-access="full"]`).waitFor();
      expect(await seriousA11yViolations(page)).toEqual([]);

      // A browser without the link sees nothing, and the used link opens nothing there.
      const other = await contextFor(browser, look);
      const otherPage = await other.newPage();
      await otherPage.goto('/orders');
      await otherPage.getByText('ยังไม่มีคำสั่งซื้อในเบราว์เซอร์นี้').waitFor();
      const seen = await callApi<AnyOrderView>(otherPage, 'GET', `/api/orders/${orderId}`);
      expect(seen.data.access).toBe('redacted');
      await otherPage.goto(`/orders/lookup#token=${token}`);
      await otherPage.getByTestId('lookup-link-problem').waitFor();
      expect(await otherPage.getByTestId('lookup-link-problem').getAttribute('data-code')).toBe('lookup_link_used');
      expect(await otherPage.getByTestId('order-entry').count()).toBe(0);
      await screenshot(otherPage, `order-lookup-used-${nameOf(look)}`);

      expect(errors).toEqual([]);
      await other.close();
      await context.close();
    },
  );
});
