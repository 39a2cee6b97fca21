import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { type APIRequestContext, type Browser, type Page, request } from 'playwright-core';
import type { ApiErrorBody, OrderView, TaxDocumentView } from '@sound-putter/contracts';
import {
  boardOrders,
  designAPutter,
  DEVICE_TOKEN_KEY,
  fillDetails,
  kioskContext,
  kioskToken,
  LANDSCAPE,
  launchBrowser,
  newSessionId,
  PORTRAIT,
  seriousA11yViolations,
  shot,
  staffApi,
  toThai,
  touchProblems,
  uniqueName,
  watchConsole,
} from './support/kiosk';
import { baseUrl as kioskBaseUrl } from '../../web/e2e/support/browser';

/** The order a kiosk customer placed, found on the workshop board's API list by the customer's unique name. */
const ordersNamed = async (staff: APIRequestContext, name: string): Promise<OrderView[]> =>
  (await boardOrders(staff)).filter((o) => o.customerName === name);

/** The anonymous cart of a session, asked from the kiosk's own page (no staff cookie). */
const cartCount = (page: Page, session: string) =>
  page.evaluate(async (id) => {
    const res = await fetch('/api/cart', { headers: { 'x-session-id': id } });
    return ((await res.json()) as { count: number }).count;
  }, session);

/** What a phone reads from the QR code on screen: the element's pixels, decoded. */
const scanQr = async (page: Page, kind: 'tracking' | 'receipt'): Promise<string> => {
  const png = PNG.sync.read(await page.locator(`img[data-qr="${kind}"]`).screenshot());
  const code = jsQR(Uint8ClampedArray.from(png.data), png.width, png.height);
  if (!code) throw new Error(`the ${kind} QR code on screen could not be read`);
  return code.data;
};

/** A PDF's text by pdftotext (Debian's poppler-utils), as the backend's tests read the documents. */
const pdfText = (pdf: Buffer): string => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'kiosk-receipt-')), 'receipt.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

/** From the details step: pays by card with the test gateway's success card, and waits for the done screen. */
const payByCardAtKiosk = async (page: Page, beforePaying?: () => Promise<void>) => {
  await page.locator('[data-step="details"] footer button').click();
  await page.locator('[data-step="payment"] [data-choice="card"]').click();
  await page.locator('[data-step="card"]').waitFor();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Month').fill('12');
  await page.getByLabel('Year').fill(String((new Date().getFullYear() + 2) % 100));
  await page.getByLabel('CVC').fill('123');
  await beforePaying?.();
  await page.getByRole('button', { name: /^Pay ฿/ }).click();
  await page.locator('[data-step="done"]').waitFor();
};

describe('kiosk at the performance centre', () => {
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

  it('is set up once by staff with the device token; a wrong token is refused', async () => {
    const context = await kioskContext(browser, PORTRAIT, { setUp: false });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/kiosk/');
    await page.getByRole('heading', { name: 'Set up this kiosk' }).waitFor();
    await shot(page, 'kiosk-setup-portrait-en');
    const field = page.getByLabel('Kiosk device token');
    await field.fill('not-the-token-of-this-shop-000');
    await page.getByRole('button', { name: 'Save and start' }).click();
    await page.getByRole('alert').filter({ hasText: 'The shop refused this token' }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), DEVICE_TOKEN_KEY)).toBeNull();
    await field.fill(kioskToken());
    await page.getByRole('button', { name: 'Save and start' }).click();
    await page.locator('[data-step="attract"]').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), DEVICE_TOKEN_KEY)).toBe(kioskToken());
    // The wrong token's 401 is the one console line expected here.
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await context.close();
  });

  for (const [orientation, viewport] of [
    ['portrait', PORTRAIT],
    ['landscape', LANDSCAPE],
  ] as const) {
    for (const language of ['en', 'th'] as const) {
      it(`${orientation} ${language}: pay at the counter → order on the workshop board → staff mark it paid`, async () => {
        const context = await kioskContext(browser, viewport);
        const page = await context.newPage();
        const errors = watchConsole(page);
        const name = uniqueName(`Counter ${orientation} ${language}`);
        const shots = async (step: string) => {
          if (language === 'th') await toThai(page);
          await shot(page, `kiosk-${step}-${orientation}-${language}`);
          const touch = await touchProblems(page);
          // Positive control: the check saw this screen's controls (at least the language switch).
          expect(touch.checked).toBeGreaterThanOrEqual(2);
          expect([step, touch.problems]).toEqual([step, []]);
          expect([step, await seriousA11yViolations(page)]).toEqual([step, []]);
        };
        await designAPutter(page, shots);
        if (language === 'th') await toThai(page);
        // <html lang> is the screen's language (screen readers, Thai line breaking).
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
        await fillDetails(page, name);
        await shots('details');
        await page.locator('[data-step="details"] footer button').click();
        await page.locator('[data-step="payment"]').waitFor();
        await shots('payment');
        const init = page.waitForRequest('**/api/orders/init');
        await page.locator('[data-step="payment"] [data-choice="counter"]').click();
        // The order's mails go out in the language on screen.
        expect((await init).postDataJSON()).toMatchObject({ language });
        await page.locator('[data-step="done"]').waitFor();
        await page
          .getByTestId('order-number')
          .filter({ hasText: /^[A-Z0-9-]{4,}$/ })
          .waitFor();
        await page.locator('img[data-qr="tracking"]').waitFor();
        // A kiosk order is collected here: the done screen says so, in the language on screen (issue 30).
        await page
          .locator('[data-step="done"]')
          .getByText(language === 'th' ? 'และจะโทรแจ้งเมื่อพร้อมให้รับ' : 'We will call you when it is ready to collect.')
          .waitFor();
        await shots('done');

        const qrUrl = await page.locator('img[data-qr="tracking"]').getAttribute('data-qr-url');
        const [order] = await ordersNamed(staff, name);
        expect(order).toMatchObject({
          channel: 'kiosk',
          fulfilment: 'pickup',
          status: 'pending',
          paymentStatus: 'pending',
        });
        expect(qrUrl).toMatch(new RegExp(`/orders/${order.id}$`));
        // Not paid yet: no receipt to offer, so no receipt code.
        expect(await page.locator('img[data-qr="receipt"]').count()).toBe(0);
        expect(await page.getByTestId('order-number').textContent()).toBe(order.shortId);

        const paid = await staff.post(`/api/orders/${order.id}/in-store-payment`);
        expect(paid.status()).toBe(200);
        expect((await ordersNamed(staff, name))[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  it('a counter order appears live on the workshop board, where staff mark it paid in store', async () => {
    const board = await browser.newContext({ baseURL: kioskBaseUrl(), viewport: { width: 1280, height: 900 } });
    const login = await board.request.post('/api/auth/login', {
      data: { email: 'admin@soundputter.test', password: 'SoundPutter-dev-1' },
      // The board's own browser: a new id, bound to this context's sp_browser cookie by this first request.
      headers: { 'x-session-id': newSessionId() },
    });
    expect(login.status()).toBe(200);
    const boardPage = await board.newPage();
    await boardPage.goto('/workshop');
    await boardPage.locator('[data-testid="live-state"][data-state="live"]').waitFor();

    const context = await kioskContext(browser);
    const page = await context.newPage();
    const name = uniqueName('Live board customer');
    await designAPutter(page);
    await fillDetails(page, name);
    await page.locator('[data-step="details"] footer button').click();
    await page.locator('[data-step="payment"] [data-choice="counter"]').click();
    await page.locator('[data-step="done"]').waitFor();
    const shortId =
      (await page
        .getByTestId('order-number')
        .filter({ hasText: /^[A-Z0-9-]{4,}$/ })
        .textContent()) ?? '';

    // No reload: the card arrives through the staff room's live push.
    const card = boardPage.getByTestId('order-card').filter({ hasText: name });
    await card.waitFor();
    await expect(card.textContent()).resolves.toContain(shortId);
    await expect(card.textContent()).resolves.toContain('Kiosk');
    await expect(card.textContent()).resolves.toContain('Unpaid');
    await shot(boardPage, 'kiosk-order-on-workshop-board');
    await card.getByRole('button', { name: 'Mark paid in store' }).click();
    await boardPage.getByRole('alertdialog').getByRole('button', { name: 'Mark paid', exact: true }).click();
    await card.filter({ hasText: 'Paid' }).filter({ hasNotText: 'Unpaid' }).waitFor();
    expect((await ordersNamed(staff, name))[0]).toMatchObject({ status: 'confirmed', paymentStatus: 'paid' });
    await context.close();
    await board.close();
  });

  it('plays the real recording when "Hear it" is touched', async () => {
    const context = await kioskContext(browser);
    const page = await context.newPage();
    const media: Array<{ url: string; status: number }> = [];
    page.on('response', (r) => {
      if (r.url().includes('/media/melody-')) media.push({ url: r.url(), status: r.status() });
    });
    await page.goto('/kiosk/');
    await page.getByTestId('attract-start').click();
    await page.locator('[data-step="choose"] section').nth(1).waitFor();
    const audio = page.locator('audio[data-model="melody-c"]');
    expect(await audio.evaluate((a: HTMLAudioElement) => a.currentTime)).toBe(0);
    await page.locator('[data-step="choose"] section').first().getByRole('button', { name: 'Hear it' }).click();
    await page.waitForFunction(() => {
      const a = document.querySelector<HTMLAudioElement>('audio[data-model="melody-c"]');
      return a !== null && a.currentTime > 0.1 && a.duration > 0.5;
    });
    expect(media.some((m) => /melody-c\.(ogg|mp3)$/.test(m.url) && m.status < 300)).toBe(true);
    await context.close();
  });

  it('pays by card with the test gateway', async () => {
    const context = await kioskContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const name = uniqueName('Card customer');
    await designAPutter(page);
    await fillDetails(page, name);
    await payByCardAtKiosk(page, () => shot(page, 'kiosk-card-portrait-en'));
    await page.getByText('Paid. Your order is confirmed.').waitFor();
    await shot(page, 'kiosk-done-card-portrait-en');
    const [order] = await ordersNamed(staff, name);
    expect(order).toMatchObject({ channel: 'kiosk', status: 'confirmed', paymentStatus: 'paid' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers a paid order's receipt by QR, whose link opens the PDF on a phone without the kiosk's session", async () => {
    const context = await kioskContext(browser, PORTRAIT);
    const page = await context.newPage();
    const errors = watchConsole(page);
    const name = uniqueName('Receipt customer');
    await designAPutter(page);
    await fillDetails(page, name);
    await payByCardAtKiosk(page);
    await page.getByText('Paid. Your order is confirmed.').waitFor();
    await page.locator('img[data-qr="receipt"]').waitFor();
    await page.getByText('Scan for your receipt / tax invoice (PDF)').waitFor();
    await page.getByText('The link works for 24 hours: save the PDF on your phone.').waitFor();
    await shot(page, 'kiosk-done-receipt-portrait-en');
    const touch = await touchProblems(page);
    expect(touch.checked).toBeGreaterThanOrEqual(2);
    expect(touch.problems).toEqual([]);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The code on screen, read from its pixels like a phone would, is the receipt link (and the other one tracks).
    const [order] = await ordersNamed(staff, name);
    const receiptUrl = await scanQr(page, 'receipt');
    expect(receiptUrl).toMatch(
      new RegExp(`^${kioskBaseUrl()}/api/orders/${order.id}/receipt\\?token=[A-Za-z0-9_-]{43}$`),
    );
    expect(receiptUrl).toBe(await page.locator('img[data-qr="receipt"]').getAttribute('data-qr-url'));
    expect(await scanQr(page, 'tracking')).toBe(`${kioskBaseUrl()}/orders/${order.id}`);

    await toThai(page);
    await page.getByText('สแกนเพื่อรับใบเสร็จรับเงิน/ใบกำกับภาษี (ไฟล์ PDF)').waitFor();
    await page.getByText('ลิงก์นี้ใช้ได้ 24 ชั่วโมง โปรดบันทึกไฟล์ไว้ในโทรศัพท์ของคุณ').waitFor();
    await shot(page, 'kiosk-done-receipt-portrait-th');
    // The language switch draws the same link again; it does not make a new one.
    expect(await scanQr(page, 'receipt')).toBe(receiptUrl);

    // A phone: no kiosk session, no cookie, no device token; just the URL. The invoice is issued by the worker just
    // after the payment, so the first scan may come a moment before it.
    const phone = await request.newContext();
    const documents = await staff.get(`/api/orders/${order.id}/tax-documents`);
    const [invoice] = (await documents.json()) as TaxDocumentView[];
    expect(invoice?.documentNumber).toMatch(/^ABB\d{4}-\d{6}$/);
    let res = await phone.get(receiptUrl);
    for (let i = 0; i < 30 && res.status() === 404; i++) {
      await new Promise((r) => setTimeout(r, 500));
      res = await phone.get(receiptUrl);
    }
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    expect(res.headers()['content-disposition']).toBe(`inline; filename="${invoice.documentNumber}.pdf"`);
    const pdf = await res.body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(order.id);
    expect(text).toContain(invoice.documentNumber);
    // Positive control for the token: one letter changed and the same URL is refused, with the error body.
    const token = new URL(receiptUrl).searchParams.get('token') ?? '';
    const altered = receiptUrl.replace(token, `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`);
    const refused = await phone.get(altered);
    expect(refused.status()).toBe(403);
    expect((await refused.json()) as ApiErrorBody).toMatchObject({ status: 403, code: 'receipt_link_invalid' });
    await phone.dispose();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('after 60 s idle asks "Are you still there?", then after 15 s resets and leaves no trace', async () => {
    const context = await kioskContext(browser);
    const page = await context.newPage();
    await page.clock.install();
    const name = uniqueName('Idle customer');
    await designAPutter(page);
    await toThai(page);
    await fillDetails(page, name);
    const before = await page.evaluate(() => ({ ...localStorage }));
    const oldSession = before['x-session-id'];
    // Positive controls: the customer's traces exist before the reset.
    await expect(page.locator('input').first().inputValue()).resolves.toBe(name);
    expect(await cartCount(page, oldSession)).toBe(1);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('th');

    await page.clock.fastForward(61_000);
    await page.getByRole('alertdialog').waitFor();
    await shot(page, 'kiosk-idle-prompt-portrait-th');
    await page.clock.fastForward(16_000);
    await page.locator('[data-step="attract"]').waitFor();
    await shot(page, 'kiosk-after-reset-portrait-en');

    const after = await page.evaluate(() => ({ ...localStorage }));
    expect(Object.keys(after).sort()).toEqual([DEVICE_TOKEN_KEY, 'x-session-id']);
    expect(after[DEVICE_TOKEN_KEY]).toBe(kioskToken());
    expect(after['x-session-id']).not.toBe(oldSession);
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    expect(await page.locator('html').innerText()).not.toContain(name);
    expect(await page.getByRole('button', { name: 'English' }).first().getAttribute('aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.evaluate(() => document.documentElement.outerHTML.includes('Idle customer'))).toBe(false);
    expect(await cartCount(page, after['x-session-id'])).toBe(0);
    // The next customer's choose screen starts with nothing chosen from the last visit's flow.
    await page.getByTestId('attract-start').click();
    await page.locator('[data-step="choose"]').waitFor();
    await context.close();
  });

  it('switches every visible string to Thai on every screen', async () => {
    const context = await kioskContext(browser);
    const page = await context.newPage();
    // Words that stay Latin in Thai: the language's own name, units and the card code.
    const allowed = /^(English|Hz|dB|CVC|PVD|QR)$/;
    const latinWords = async () =>
      (await page.locator('body').innerText()).split(/[^A-Za-z]+/).filter((w) => w.length >= 2 && !allowed.test(w));
    const check = async (step: string) => {
      const english = await latinWords();
      expect(english.length).toBeGreaterThan(3);
      await toThai(page);
      expect([step, await latinWords()]).toEqual([step, []]);
      await page.getByRole('button', { name: 'English' }).first().click();
    };
    await designAPutter(page, async (step) => check(step));
    await fillDetails(page, 'Somchai', '0812345678');
    await check('details');
    await page.locator('[data-step="details"] footer button').click();
    await page.locator('[data-step="payment"]').waitFor();
    await check('payment');
    await context.close();
  });

  it('a dropped connection at the details step shows "reconnecting" and recovers with exactly one order', async () => {
    const context = await kioskContext(browser);
    const page = await context.newPage();
    const name = uniqueName('Offline customer');
    await designAPutter(page);
    await fillDetails(page, name);
    await page.locator('[data-step="details"] footer button').click();
    await page.locator('[data-step="payment"]').waitFor();

    // The first answer is lost after the shop placed the order; the network then drops for a while.
    let served = 0;
    await page.route('**/api/orders/init', async (route) => {
      served += 1;
      if (served === 1) {
        const response = await route.fetch();
        expect(response.status()).toBe(200);
        await context.setOffline(true);
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await page.locator('[data-step="payment"] [data-choice="counter"]').click();
    await page.getByRole('status').filter({ hasText: 'Reconnecting' }).waitFor();
    await shot(page, 'kiosk-reconnecting-portrait-en');
    expect(await ordersNamed(staff, name)).toHaveLength(1);
    await context.setOffline(false);
    await page.locator('[data-step="done"]').waitFor({ timeout: 30_000 });
    await page
      .getByTestId('order-number')
      .filter({ hasText: /^[A-Z0-9-]{4,}$/ })
      .waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Reconnecting' }).count()).toBe(0);
    const orders = await ordersNamed(staff, name);
    expect(orders).toHaveLength(1);
    expect(await page.getByTestId('order-number').textContent()).toBe(orders[0].shortId);
    expect(served).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
