import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import type { OrderView } from '@sound-putter/contracts';
import { baseUrl } from '../../web/e2e/support/browser';
import {
  boardOrders,
  designAPutter,
  fillDetails,
  kioskContext,
  LANDSCAPE,
  launchBrowser,
  seriousA11yViolations,
  shot,
  staffApi,
  touchProblems,
  uniqueName,
  watchConsole,
} from './support/kiosk';

const log = (what: string) => process.stdout.write(`[kiosk-promptpay] ${what}\n`);

const orderNamed = async (staff: APIRequestContext, name: string): Promise<OrderView> => {
  const [order] = (await boardOrders(staff)).filter((o) => o.customerName === name);
  if (!order) throw new Error(`no order for ${name} on the board`);
  return order;
};

/** From the pay step to the PromptPay QR; returns the QR's payload (the text the code carries). */
const chooseQr = async (page: Page) => {
  await page.locator('[data-step="payment"] [data-choice="promptpay"]').click();
  await page.locator('[data-step="promptpay"]').waitFor();
  const qr = page.getByTestId('promptpay-qr');
  await qr.waitFor();
  return (await qr.getAttribute('data-payload')) ?? '';
};

/** From the details step to the PromptPay QR. */
const toQr = async (page: Page, name: string) => {
  await fillDetails(page, name);
  await page.locator('[data-step="details"] footer button').click();
  return chooseQr(page);
};

/** The test bank's reading of the QR, asked again until it says `status` (the withdrawal is on its way). */
const bankSees = async (bank: Page, status: string, withinMs = 15_000) => {
  const until = Date.now() + withinMs;
  for (;;) {
    await bank.reload();
    const seen = await bank.getByTestId('test-bank-status').innerText();
    if (seen === status) return;
    if (Date.now() > until) throw new Error(`the test bank still reads the QR as ${seen}, not ${status}`);
    await bank.waitForTimeout(500);
  }
};

/** The customer's own phone: a browser of its own, opening the QR's payload in the shop's test bank. */
const phoneOpens = async (browser: Browser, payload: string): Promise<{ phone: BrowserContext; bank: Page }> => {
  const phone = await browser.newContext({ baseURL: baseUrl(), viewport: { width: 390, height: 844 }, hasTouch: true });
  const bank = await phone.newPage();
  await bank.goto(`/test-bank?payload=${encodeURIComponent(payload)}`);
  await bank.getByText('TEST BANK: for development and tests only').waitFor();
  await bank.getByTestId('test-bank-status').waitFor();
  return { phone, bank };
};

describe('kiosk PromptPay with the test bank', () => {
  let browser: Browser;
  let staff: APIRequestContext;
  beforeAll(async () => {
    browser = await launchBrowser();
    staff = await staffApi();
  });
  afterAll(async () => {
    await staff?.dispose();
    await browser?.close();
  });

  it('portrait en: the large QR for the total, paid from a phone, and the done screen arrives by the push', async () => {
    const context = await kioskContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const name = uniqueName('QR customer');
    await designAPutter(page);
    await fillDetails(page, name);
    await page.locator('[data-step="details"] footer button').click();
    await page.locator('[data-step="payment"]').waitFor();
    // PromptPay is offered first, then the counter, then card.
    expect(
      await page.locator('[data-step="payment"] [data-choice]').evaluateAll((b) => b.map((e) => e.textContent)),
    ).toEqual([
      'PromptPay (scan with your phone)Scan a QR code with your banking app',
      'Pay at the counterCash, card or QR payment with our staff',
      'Pay by card hereEnter your card on this screen',
    ]);
    await shot(page, 'kiosk-payment-choices-portrait-en');
    const payload = await chooseQr(page);
    expect(payload).toMatch(/^000201/);

    const order = await orderNamed(staff, name);
    expect(order).toMatchObject({ channel: 'kiosk', paymentStatus: 'pending' });
    const shown = await page.getByTestId('promptpay-amount').innerText();
    const baht = (text: string) => Number(text.replace(/[^\d.]/g, ''));
    expect(baht(shown)).toBe(Number(order.totalAmount));
    expect(await page.getByTestId('promptpay-countdown').innerText()).toMatch(/^1[45]:\d{2}$/);
    const box = await page.getByTestId('promptpay-qr').boundingBox();
    process.stdout.write(`kiosk QR drawn at ${box?.width} x ${box?.height} px on the 1080 x 1920 screen\n`);
    expect(box?.width).toBeGreaterThanOrEqual(700);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(await touchProblems(page)).toMatchObject({ problems: [] });
    await shot(page, 'kiosk-promptpay-qr-portrait-en');

    const { phone, bank } = await phoneOpens(browser, payload);
    expect(await bank.getByTestId('test-bank-status').innerText()).toBe('open');
    expect(baht(await bank.getByTestId('test-bank-amount').innerText())).toBe(Number(order.totalAmount));

    // No poll: while the QR waits, the kiosk asks nothing about the order over HTTP. Nothing moved yet either (the
    // positive control is the move below).
    let orderGets = 0;
    const countGets = (r: { method(): string; url(): string }) => {
      if (r.method() === 'GET' && r.url().includes('/api/orders/')) orderGets++;
    };
    page.on('request', countGets);
    await page.waitForTimeout(2500);
    page.off('request', countGets);
    expect(orderGets).toBe(0);
    expect(await page.locator('[data-step="promptpay"]').count()).toBe(1);

    const paidAt = Date.now();
    await bank.getByRole('button', { name: /^Pay ฿/ }).click();
    await bank.getByTestId('test-bank-outcome').filter({ hasText: 'Paid.' }).waitFor();
    await page.locator('[data-step="done"]').waitFor();
    process.stdout.write(`kiosk reached the done screen ${Date.now() - paidAt} ms after the phone paid\n`);
    await page.getByText('Paid. Your order is confirmed.').waitFor();
    await page
      .getByTestId('order-number')
      .filter({ hasText: /^[^…]+$/ })
      .waitFor();
    await shot(page, 'kiosk-done-promptpay-portrait-en');
    expect(await orderNamed(staff, name)).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    expect(errors).toEqual([]);
    await phone.close();
    await context.close();
  });

  it('portrait th: back from the QR withdraws it before the pay step shows', async () => {
    const context = await kioskContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const name = uniqueName('Back customer');
    await designAPutter(page);
    await page.getByRole('button', { name: 'ไทย' }).first().click();
    const payload = await toQr(page, name);
    await page.getByText('สแกนจ่ายด้วยพร้อมเพย์').first().waitFor();
    // Every word on the QR screen is Thai but the language switch's own name and "QR" (as kiosk-flow checks).
    const latin = (await page.locator('body').innerText())
      .split(/[^A-Za-z]+/)
      .filter((w) => w.length >= 2 && !/^(English|QR)$/.test(w));
    expect(latin).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'kiosk-promptpay-qr-portrait-th');

    // Positive control: the QR on screen is payable.
    const { phone, bank } = await phoneOpens(browser, payload);
    expect(await bank.getByTestId('test-bank-status').innerText()).toBe('open');

    await page.locator('[data-step="promptpay"] footer button').click();
    await page.locator('[data-step="payment"]').waitFor();
    await bankSees(bank, 'withdrawn', 0);
    expect(errors).toEqual([]);
    await phone.close();
    await context.close();
  });

  it('landscape en: the QR screen fits a 1920 x 1080 kiosk too, the code whole on screen', async () => {
    const context = await kioskContext(browser, LANDSCAPE);
    const page = await context.newPage();
    await designAPutter(page);
    await toQr(page, uniqueName('Landscape QR'));
    const box = await page.getByTestId('promptpay-qr').boundingBox();
    process.stdout.write(
      `landscape QR drawn at ${box?.width} x ${box?.height} px, bottom at ${box ? box.y + box.height : '?'}\n`,
    );
    expect(box && box.y + box.height).toBeLessThanOrEqual(LANDSCAPE.height);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'kiosk-promptpay-qr-landscape-en');
    await context.close();
  });

  it('shows an expired QR as expired, with a button for a fresh one instead of the code', async () => {
    const context = await kioskContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    const errors = watchConsole(page);
    await designAPutter(page);
    await toQr(page, uniqueName('Slow payer'));
    // Sixteen minutes with a touch every two (the idle guard would otherwise end the visit first).
    for (let i = 0; i < 8; i++) {
      await page.clock.fastForward(120_000);
      await page.getByRole('heading', { level: 1 }).click();
    }
    await page.getByRole('button', { name: 'Get a new QR code' }).waitFor();
    expect(await page.getByTestId('promptpay-qr').count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: 'This QR code has expired' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'kiosk-promptpay-expired-portrait-en');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the idle reset withdraws the QR: payable before, refunded after, and the order stays unpaid', async () => {
    const context = await kioskContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    const errors = watchConsole(page);
    const name = uniqueName('Walked away');
    await designAPutter(page);
    const payload = await toQr(page, name);

    log('QR shown');
    // Positive control: before the reset the shop would take a payment to this QR.
    const { phone, bank } = await phoneOpens(browser, payload);
    expect(await bank.getByTestId('test-bank-status').innerText()).toBe('open');

    // The QR screen gives the customer three minutes with their phone before asking, then 15 s.
    await page.clock.fastForward(61_000);
    await page.waitForTimeout(300);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    await page.clock.fastForward(120_000);
    await page.getByRole('alertdialog').waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shot(page, 'kiosk-promptpay-idle-prompt-portrait-en');
    log('idle prompt shown');
    await page.clock.fastForward(16_000);
    await page.locator('[data-step="attract"]').waitFor();
    log('reset to attract');
    expect(await page.locator('html').innerText()).not.toContain(name);

    await bankSees(bank, 'withdrawn');
    log('bank sees withdrawn');
    await bank.getByRole('button', { name: /^Pay ฿/ }).click();
    await bank
      .getByTestId('test-bank-outcome')
      .filter({ hasText: 'refunded by the shop automatically (qr_withdrawn)' })
      .waitFor();
    await shot(bank, 'kiosk-promptpay-test-bank-refunded-390');
    expect((await orderNamed(staff, name)).paymentStatus).not.toBe('paid');
    expect(errors).toEqual([]);
    await phone.close();
    await context.close();
  });
});
