import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, launchBrowser, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import { callApi, customer, placePaidOrder, putPutterInCart, signUp, uniqueEmail } from './support/in-page-api';
import { coveredElements, layoutFaults } from './support/layout';
import { mailTo } from './support/mailed-links';
import { placeOrder } from './support/shop-api';
import { apiPaths, type InitOrderResult } from '@sound-putter/contracts';

/* Issue 34: one language per shopper (items 1), the truthful success page (6) and nothing covering anything (5). */

const widths = [390, 768, 1024, 1280] as const;

/** A browser whose language is `locale` and whose stored theme is `theme` (set once, before the first page). */
const contextFor = async (
  browser: Browser,
  {
    locale = 'en-US',
    theme = 'light',
    width = 1280,
  }: { locale?: string; theme?: 'light' | 'dark'; width?: number } = {},
) => {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    locale,
    viewport: { width, height: width < 700 ? 844 : 900 },
  });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', value);
  }, theme);
  return context;
};

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const bodyText = (page: Page) => page.evaluate(() => document.body.innerText);
const switchTo = (page: Page, name: 'English' | 'ภาษาไทย') =>
  page
    .locator('header')
    // The visible short name starts the button's accessible name: "EN English", "ไทย ภาษาไทย".
    .getByRole('button', { name: name === 'English' ? 'EN English' : 'ไทย ภาษาไทย', exact: true })
    .first()
    .click();

describe('one language per shopper', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });
  const open = async (options: Parameters<typeof contextFor>[1] = {}) => {
    const context = await contextFor(browser, options);
    contexts.push(context);
    const page = await context.newPage();
    return { context, page, errors: watchConsole(page) };
  };

  it("a Thai shopper's newsletter links open their pages in Thai, even in an English browser", async () => {
    const { page } = await open({ locale: 'th-TH' });
    const email = uniqueEmail('newsletter-thai');
    await page.goto('/about');
    // Asked as the footer's form asks in Thai (its form has its own unit tests): the mail's links are under test here.
    const asked = await callApi(page, 'POST', apiPaths.newsletter.subscribe, { email, language: 'th' });
    expect(asked.status).toBeLessThan(300);
    const linkIn = async (subject: RegExp, path: string) => {
      const mail = await mailTo(email, subject);
      const link = new RegExp(`https?://[^\\s"<>]+${path}[^\\s"<>]*`).exec(mail.text ?? '')?.[0];
      if (!link) throw new Error(`no ${path} link in the mail "${mail.subject}"`);
      return link;
    };
    const confirmLink = await linkIn(/ยืนยันการรับจดหมายข่าว/, '/newsletter/confirm');
    expect(confirmLink).toContain('?lang=th#token=');
    // Opened in an English browser that never chose: the link's language wins, and stays once the token is read.
    const { page: inbox } = await open({ locale: 'en-US' });
    await inbox.goto(confirmLink);
    await inbox.getByRole('heading', { name: 'สมัครรับจดหมายข่าวแล้ว' }).waitFor();
    expect(await inbox.getByTestId('newsletter-result').innerText()).not.toMatch(/Thank you|subscribed/);
    expect(new URL(inbox.url()).search).toBe('?lang=th');
    expect(new URL(inbox.url()).hash).toBe('');
    expect(await htmlLang(inbox)).toBe('th');
    await screenshot(inbox, 'newsletter-confirmed-th-1280-light');
    const leaveLink = await linkIn(/สมัครรับจดหมายข่าว Sound Putter แล้ว/, '/newsletter/unsubscribe');
    await inbox.goto(leaveLink);
    await inbox.getByRole('heading', { name: 'ยกเลิกการรับจดหมายข่าวแล้ว' }).waitFor();
    await inbox.getByRole('link', { name: 'กลับไปที่ร้าน' }).waitFor();
  });

  it('an English browser gets the spec languages: English shop, Thai tracking, until the shopper chooses', async () => {
    const { page, errors } = await open();
    await page.goto('/how-to-order');
    await page.getByText('Brown Leather Wrap', { exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await page.locator('header').getByRole('button', { name: 'English' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.goto('/orders');
    await page.getByRole('heading', { level: 1, name: 'ติดตามคำสั่งซื้อ' }).waitFor();
    expect(await htmlLang(page)).toBe('th');
    expect(errors).toEqual([]);
  });

  it('the switch turns every part of the journey Thai, and the choice survives a reload', async () => {
    const { page, errors } = await open();
    await page.goto('/how-to-order');
    await page.getByText('Brown Leather Wrap', { exact: true }).waitFor();
    await switchTo(page, 'ภาษาไทย');
    // The catalog's own Thai names, Thai prices' words and Thai lengths.
    await page.getByText('กริปหนังพันมือสีน้ำตาล', { exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('th');
    const thai = await bodyText(page);
    for (const english of ['Brown Leather Wrap', '34 inches', 'Free', 'of 24 hours', 'Add to Cart', 'How to Order']) {
      expect(thai).not.toContain(english);
    }
    for (const word of ['34 นิ้ว', 'ฟรี', 'วิธีสั่งซื้อ', 'เพิ่มลงตะกร้า']) expect(thai).toContain(word);

    await page.reload();
    await page.getByText('กริปหนังพันมือสีน้ำตาล', { exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('th');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('th');

    // Chosen, the tracking screens follow the choice too: English now, if the shopper says so.
    await switchTo(page, 'English');
    await page.getByText('Brown Leather Wrap', { exact: true }).waitFor();
    await page.goto('/orders');
    await page.getByRole('heading', { level: 1, name: 'Track Orders' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(errors).toEqual([]);
  });

  it('a Thai browser starts in Thai on every page, the home page included', async () => {
    const { page, errors } = await open({ locale: 'th-TH' });
    await page.goto('/');
    await page.locator('header').getByRole('link', { name: 'หน้าแรก' }).first().waitFor();
    expect(await htmlLang(page)).toBe('th');
    await page.goto('/how-to-order');
    await page.getByText('กริปหนังพันมือสีน้ำตาล', { exact: true }).waitFor();
    expect(await bodyText(page)).not.toContain('Brown Leather Wrap');
    // Its choice of English wins over the browser's language.
    await switchTo(page, 'English');
    await page.reload();
    await page.getByText('Brown Leather Wrap', { exact: true }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(errors).toEqual([]);
  });

  it('order tracking in Thai and in English: no "of 24 hours" on the Thai page', async () => {
    const { page } = await open();
    await page.goto('/orders');
    const orderId = await placePaidOrder(page, customer(uniqueEmail('tracking-language')));
    await page.goto(`/orders/${orderId}`);
    await page.getByTestId('countdown').waitFor();
    const thai = await bodyText(page);
    expect(thai).toContain('จาก 24 ชั่วโมง');
    expect(thai).not.toContain('of 24 hours');
    expect(thai).not.toContain('Free');
    await screenshot(page, 'language-order-th-1280-light');
    await switchTo(page, 'English');
    await page.getByRole('heading', { level: 1, name: /^Order #/ }).waitFor();
    const english = await bodyText(page);
    expect(english).toContain('of 24 hours');
    expect(english).not.toContain('ชั่วโมง');
    await screenshot(page, 'language-order-en-1280-light');
  });
});

describe('the success page tells the truth', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    context = await contextFor(browser);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows what this browser bought, the amount and that it is paid', async () => {
    await page.goto('/');
    const orderId = await placePaidOrder(page, customer(uniqueEmail('success')));
    const order = await callApi<{ shortId: string; totalAmount: number; paymentId: string }>(
      page,
      'GET',
      apiPaths.orders.byId(orderId),
    );
    await page.goto(`/checkout/success?order_id=${orderId}&payment_intent=${order.data.paymentId}`);
    await page.getByRole('heading', { level: 1, name: 'Payment Successful!' }).waitFor();
    expect(await page.getByTestId('success-payment').textContent()).toBe('Paid');
    expect(await page.getByTestId('success-total').textContent()).toContain(
      order.data.totalAmount.toLocaleString('en-US'),
    );
    await page.getByTestId('order-configuration').first().waitFor();
    expect(await bodyText(page)).toContain(`#${order.data.shortId}`);
    await screenshot(page, 'success-paid-en-1280-light');
    await switchTo(page, 'ภาษาไทย');
    await page.getByRole('heading', { level: 1, name: 'ชำระเงินสำเร็จ!' }).waitFor();
    await screenshot(page, 'success-paid-th-1280-light');
    await switchTo(page, 'English');
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  it('says so for an unpaid order of this browser, instead of "Payment Successful!"', async () => {
    await putPutterInCart(page);
    const init = await callApi<InitOrderResult>(page, 'POST', apiPaths.orders.init, {
      customerDetails: customer(uniqueEmail('unpaid')),
    });
    expect(init.status).toBe(200);
    await page.goto(`/checkout/success?order_id=${init.data.orderId}`);
    await page.getByRole('heading', { level: 1, name: 'Waiting for your payment' }).waitFor();
    expect(await page.getByTestId('success-payment').textContent()).toBe('Awaiting payment');
    expect(await bodyText(page)).not.toContain('Payment Successful');
  });

  it('shows nothing of an order placed in another browser, nor of an unknown id', async () => {
    const foreign = await placeOrder({ pay: true });
    await page.goto(`/checkout/success?order_id=${foreign.orderId}`);
    await page.getByRole('heading', { level: 1, name: 'We cannot show this order' }).waitFor();
    const text = await bodyText(page);
    expect(text).not.toContain(foreign.shortId);
    expect(text).not.toContain('Payment Successful');
    expect(await page.getByTestId('order-configuration').count()).toBe(0);
    await screenshot(page, 'success-foreign-en-1280-light');

    await page.goto(`/checkout/success?order_id=${randomUUID()}`);
    await page.getByRole('heading', { level: 1, name: 'We cannot show this order' }).waitFor();
    await page.goto('/checkout/success?order_id=anything');
    await page.getByRole('heading', { level: 1, name: 'We cannot show this order' }).waitFor();
  });
});

describe('nothing covers anything', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [390, 768, 1024, 1280, 1920]) {
    it(`at ${width} px the floating cart and notices cover no option price, order heading or account menu`, async () => {
      const context = await contextFor(browser, { width });
      const page = await context.newPage();
      try {
        await page.goto('/how-to-order');
        await signUp(page, uniqueEmail(`cover-${width}`));
        const orderId = await placePaidOrder(page, customer(uniqueEmail(`cover-order-${width}`)));
        await page.goto('/how-to-order');
        await page.locator('[data-option-price]').first().waitFor();
        await putPutterInCart(page);
        await page.reload();
        await page.locator('[data-option-price]').first().waitFor();

        // Every option price, at every scroll position, with the floating cart (1920) on screen.
        const prices: string[] = [];
        for (let y = 0; y < 20; y++) {
          prices.push(...(await coveredElements(page, '[data-option-price]')));
          const done = await page.evaluate(() => {
            window.scrollBy(0, window.innerHeight * 0.6);
            return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
          });
          if (done) break;
        }
        prices.push(...(await coveredElements(page, '[data-option-price]')));
        expect(prices).toEqual([]);
        expect(await page.locator('[data-control="floating-cart"]').isVisible()).toBe(width >= 1456);

        // A notice on screen (the positive control), then the account menu opened under it: nothing covered.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.getByRole('button', { name: 'Add to Cart', exact: true }).first().click();
        const toast = page.getByTestId('toast').filter({ hasText: 'Added to cart!' });
        await toast.waitFor();
        await page.getByRole('button', { name: /Account menu/ }).click();
        await page.getByRole('menu').waitFor();
        expect(await toast.isVisible()).toBe(true);
        expect(await coveredElements(page, '[role="menu"] [role="menuitem"], [role="menu"] p')).toEqual([]);
        // (The open menu lies above the notice: a menu the shopper opened comes first; the notice covers nothing.)
        await screenshot(page, `cover-menu-toast-${width}`);
        await page.keyboard.press('Escape');

        // The order's heading with the notice still showing (the app moves there without a reload).
        await page.evaluate((id) => {
          window.history.pushState({}, '', `/orders/${id}`);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, orderId);
        await page.getByRole('heading', { level: 1, name: /คำสั่งซื้อ|Order/ }).waitFor();
        expect(await toast.isVisible()).toBe(true);
        expect(await coveredElements(page, 'main h1, main h2')).toEqual([]);
        await screenshot(page, `cover-order-toast-${width}`);
        expect(await layoutFaults(page)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('screenshots in both languages and themes', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const language of ['en', 'th'] as const) {
    for (const theme of ['light', 'dark'] as const) {
      it(`the configurator in ${language}, ${theme}, at ${widths.join(', ')} px, without layout faults`, async () => {
        const context = await contextFor(browser, { locale: language === 'th' ? 'th-TH' : 'en-US', theme });
        const page = await context.newPage();
        try {
          for (const width of widths) {
            await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
            await page.goto('/how-to-order');
            await page.locator('[data-option-price]').first().waitFor();
            await page.getByText(language === 'th' ? 'กริปหนังพันมือสีน้ำตาล' : 'Brown Leather Wrap').waitFor();
            expect(await htmlLang(page)).toBe(language);
            await screenshot(page, `language-configurator-${language}-${width}-${theme}`);
            expect(await layoutFaults(page)).toEqual([]);
          }
          expect(await seriousA11yViolations(page)).toEqual([]);
          // The checkout with a putter in the cart, at the same widths: its summary and form in the same language.
          await putPutterInCart(page);
          for (const width of widths) {
            await page.setViewportSize({ width, height: width < 700 ? 844 : 900 });
            await page.goto('/checkout');
            await page
              .getByText(language === 'th' ? 'พัตเตอร์เสียง Melody C' : 'Melody C Sound Putter')
              .first()
              .waitFor();
            expect(await htmlLang(page)).toBe(language);
            await screenshot(page, `language-checkout-${language}-${width}-${theme}`);
            expect(await layoutFaults(page)).toEqual([]);
          }
          expect(await seriousA11yViolations(page)).toEqual([]);
        } finally {
          await context.close();
        }
      });
    }
  }
});
