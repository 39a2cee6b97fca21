import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import { callApi, customer, putPutterInCart, uniqueEmail } from './support/in-page-api';

/** The checkout's details, as a reload keeps them, so the details step only needs its button. */
const withStoredDetails = async (context: BrowserContext, name: string) => {
  const details = customer(uniqueEmail('promptpay'), name);
  await context.addInitScript((stored) => {
    sessionStorage.setItem('customerDetails', stored);
  }, JSON.stringify(details));
};

/** From the cart to the PromptPay QR of step 2; returns the order id. */
const toQr = async (page: Page, lang: 'en' | 'th') => {
  await page.goto('/');
  await putPutterInCart(page, 'QR PAY');
  await page.goto(lang === 'th' ? '/checkout?lang=th' : '/checkout');
  // The whole checkout speaks the page's language (issue 34).
  const next = page.getByRole('button', { name: lang === 'th' ? 'ดำเนินการชำระเงินต่อ' : 'Continue to Payment' });
  await next.waitFor({ timeout: 60_000 }).catch(async (error: Error) => {
    const shown = await page
      .locator('main')
      .innerText()
      .catch(() => '(no main)');
    throw new Error(`No details step: the page shows ${shown.replace(/\s+/g, ' ').slice(0, 400)}`, { cause: error });
  });
  await next.click();
  await page.getByRole('radio', { name: lang === 'th' ? /พร้อมเพย์/ : /PromptPay/ }).check();
  await page.getByTestId('promptpay-qr').waitFor();
  return (await page.evaluate(() => sessionStorage.getItem('currentOrderId'))) ?? '';
};

describe('PromptPay checkout with the test bank', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('on a 390 px phone: the QR for the total, paid in the test bank, and the checkout moves on by the push', async () => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    await withStoredDetails(context, 'Pim PromptPay');
    const page = await context.newPage();
    const errors = watchConsole(page);
    const orderId = await toQr(page, 'en');
    const order = (await callApi<{ totalAmount: number }>(page, 'GET', `/api/orders/${orderId}`)).data;
    const shown = await page.getByTestId('promptpay-amount').innerText();
    expect(shown).toBe(`฿${order.totalAmount.toLocaleString('en-US')}`);
    expect(await page.getByTestId('promptpay-countdown').innerText()).toMatch(/^1[45]:\d{2}$/);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // "Open in my banking app" on a phone: in test mode it is the test bank, in a tab of its own.
    const bankLink = page.getByRole('link', { name: 'Open in my banking app' });
    const href = (await bankLink.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/test-bank\?payload=000201/);
    const [bank] = await Promise.all([context.waitForEvent('page'), bankLink.click()]);
    await bank.getByText('TEST BANK: for development and tests only').waitFor();
    expect(await bank.getByTestId('test-bank-amount').innerText()).toBe(shown);
    expect(await seriousA11yViolations(bank)).toEqual([]);
    await screenshot(bank, 'promptpay-test-bank-390-light');

    // Nothing moved yet: the checkout still shows the QR (the positive control is the move below).
    expect(new URL(page.url()).pathname).toBe('/checkout');
    let requestsAfterPay = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/orders/') && request.method() === 'GET') requestsAfterPay++;
    });
    const paidAt = Date.now();
    await bank.getByRole('button', { name: /^Pay ฿/ }).click();
    await bank.getByTestId('test-bank-outcome').filter({ hasText: 'Paid.' }).waitFor();
    await page.waitForURL(/\/checkout\/success\?payment_intent=pi_[0-9a-f]+&order_id=/);
    process.stdout.write(`checkout moved on ${Date.now() - paidAt} ms after the test bank paid\n`);
    expect(new URL(page.url()).searchParams.get('order_id')).toBe(orderId);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
    expect((await callApi<{ paymentStatus: string }>(page, 'GET', `/api/orders/${orderId}`)).data.paymentStatus).toBe(
      'paid',
    );
    process.stdout.write(`order GET requests between paying and the success page: ${requestsAfterPay}\n`);

    // A second phone paying the same QR: refunded, shown as such.
    await bank.getByRole('button', { name: /^Pay ฿/ }).click();
    await bank
      .getByTestId('test-bank-outcome')
      .filter({ hasText: 'refunded by the shop automatically (already_paid)' })
      .waitFor();
    // The order page says so, in the shopper's language: the money came back, and why.
    await page.goto(`/orders/${orderId}?lang=en`);
    await page
      .getByTestId('returned-payments')
      .filter({
        hasText: `฿${order.totalAmount.toLocaleString('en-US')} refunded in full (PromptPay: the order was already paid)`,
      })
      .waitFor();
    await screenshot(page, 'order-detail-payment-returned-390-light-en');
    await page.goto(`/orders/${orderId}?lang=th`);
    await page.getByTestId('returned-payments').filter({ hasText: 'คำสั่งซื้อนี้ชำระเงินไปแล้ว' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'order-detail-payment-returned-390-light-th');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an expired QR as expired, with its renewal instead of the code', async () => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    await withStoredDetails(context, 'Renew Shopper');
    const page = await context.newPage();
    const orderId = await toQr(page, 'en');
    const first = await page.getByTestId('promptpay-qr').getAttribute('src');
    // The QR's clock runs out: the page is told its expiry passed (the server's own rule is tested on the server).
    await page.clock.install({ time: new Date() });
    await page.clock.fastForward('16:00');
    // The page's clock passed the expiry: the code is gone and renewal is offered (the server renews it for the same
    // order once its own clock agrees: promptpay.int-spec).
    await page.getByRole('button', { name: 'Get a new QR code' }).waitFor();
    expect(await page.getByTestId('promptpay-qr').count()).toBe(0);
    expect(await page.getByRole('status').filter({ hasText: 'This QR code has expired' }).count()).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem('currentOrderId'))).toBe(orderId);
    await screenshot(page, 'promptpay-qr-expired-390-light-en');
    await context.close();
    expect(first).toMatch(/^data:image\/svg\+xml/);
  });

  for (const theme of ['light', 'dark'] as const)
    for (const lang of ['en', 'th'] as const)
      it(`shows the QR step at 390 px, ${theme}, ${lang}`, async () => {
        const context = await newContext(browser, theme, { width: 390, height: 844 });
        await withStoredDetails(context, 'Screen Shopper');
        const page = await context.newPage();
        await toQr(page, lang);
        if (lang === 'th') await page.getByText('สแกนจ่ายด้วยพร้อมเพย์').waitFor();
        expect(await seriousA11yViolations(page)).toEqual([]);
        await screenshot(page, `promptpay-qr-390-${theme}-${lang}`);
        await context.close();
      });
});
