import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import { customer, placePaidOrder, uniqueEmail } from './support/in-page-api';
import { createStaff, releaseAdmin, signInContext } from './support/shop-api';

const sizes = [
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
] as const;

/** Issue 32 item 5: staff find an order in the back office and write notes; the customer reads only theirs. */
describe('back office order search and notes', () => {
  let browser: Browser;
  let staffEmail: string;
  let orderId: string;
  let shortId: string;
  let email: string;
  let surname: string;
  let shopper: BrowserContext;
  const contexts: BrowserContext[] = [];

  jest.setTimeout(300_000);
  beforeAll(async () => {
    browser = await launchBrowser();
    staffEmail = await createStaff('staff');
    shopper = await newContext(browser);
    contexts.push(shopper);
    const page = await shopper.newPage();
    await page.goto('/');
    email = uniqueEmail('search');
    // The e2e database outlives a run: a surname of this run's own letters keeps the name search to this order.
    surname = `Note${email.slice(7, 15).replace(/\d/g, (d) => 'ghijklmnop'[Number(d)] ?? 'g')}`;
    orderId = await placePaidOrder(page, customer(email, `Kanya ${surname}`));
    shortId = orderId.slice(-8).toUpperCase();
  });
  afterAll(async () => {
    await releaseAdmin();
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });

  const staffPage = async (theme: 'light' | 'dark', viewport: { width: number; height: number } = sizes[0]) => {
    const context = await newContext(browser, theme, viewport);
    contexts.push(context);
    await signInContext(context, staffEmail);
    return context.newPage();
  };
  const openOrders = async (page: Page, lang: 'en' | 'th') => {
    await page.goto(`/admin?section=orders&lang=${lang}`);
    // Generous bounds: they only stop a hang on a shared, busy machine.
    await page.locator('[data-testid="admin-orders"]').waitFor({ timeout: 90_000 });
  };

  it.each([
    ['en', 'light'],
    ['en', 'dark'],
    ['th', 'light'],
    ['th', 'dark'],
  ] as const)(
    'finds the order by e-mail, name word and short id from the keyboard (%s, %s), axe clean',
    async (lang, theme) => {
      const page = await staffPage(theme);
      const errors = watchConsole(page);
      await openOrders(page, lang);
      const field = page.getByLabel(lang === 'en' ? 'Short id, e-mail, name or phone' : 'รหัสย่อ อีเมล ชื่อ หรือเบอร์โทร');
      const link = page.getByRole('link', {
        name: lang === 'en' ? `Open order #${shortId}` : `เปิดคำสั่งซื้อ #${shortId}`,
      });
      for (const q of [email.toUpperCase(), surname.toLowerCase(), `#${shortId.toLowerCase()}`]) {
        await field.fill(q);
        // The unfiltered first page may list the order too: wait for this search's own answer.
        await Promise.all([
          page.waitForResponse((r) => r.url().includes('/api/admin/orders?') && r.url().includes('q='), {
            timeout: 60_000,
          }),
          field.press('Enter'),
        ]);
        await page.locator('[aria-busy="false"] [data-testid="order-search-row"]').first().waitFor({ timeout: 60_000 });
        await link.waitFor({ timeout: 60_000 });
        expect(await page.getByTestId('order-search-row').count()).toBe(1);
      }
      expect(await link.getAttribute('href')).toBe(`/orders/${orderId}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
      for (const size of sizes) {
        await page.setViewportSize(size);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await screenshot(page, `admin-orders-${lang}-${size.width}-${theme}`);
      }
      // Keyboard: Tab from the search field reaches the filters and the search button, then the result's link.
      await field.focus();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('order-search-status');
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/orders/${orderId}`);
      expect(errors).toEqual([]);
    },
  );

  it('refuses a date range that ends before it starts with the field message in Thai', async () => {
    const page = await staffPage('light');
    await openOrders(page, 'th');
    await page.getByLabel('สั่งซื้อตั้งแต่วันที่').fill('2026-11-22');
    await page.getByLabel('ถึงวันที่').fill('2026-11-21');
    await page.getByRole('button', { name: 'ค้นหา' }).click();
    await page.getByText('วันที่สิ้นสุดต้องไม่อยู่ก่อนวันที่เริ่มต้น').waitFor({ timeout: 60_000 });
    await screenshot(page, 'admin-orders-th-1280-light-422');
  });

  it('staff add an internal and a customer note on the board; open pages follow live, the customer sees only theirs', async () => {
    // Opened before the notes: the customer's order page and a second board's history of the order.
    const page = await shopper.newPage();
    const errors = watchConsole(page);
    await page.goto(`/orders/${orderId}`);
    await page.locator('[data-testid="live-indicator"][data-state="live"]').waitFor({ timeout: 90_000 });
    const openHistory = async () => {
      const board = await staffPage('light');
      await board.goto('/workshop');
      await board.locator('[data-testid="live-state"][data-state="live"]').waitFor({ timeout: 90_000 });
      await board
        .getByTestId('column-waiting')
        .locator(`[data-testid="order-card"][data-order-id="${orderId}"]`)
        .getByRole('button', { name: `History of order ${shortId}` })
        .click();
      const panel = board.getByTestId('notes-panel');
      await panel.waitFor();
      return { board, panel };
    };
    const other = await openHistory();
    const { board, panel } = await openHistory();
    const add = async (kind: string, text: string) => {
      await panel.getByLabel(kind).check();
      await panel.getByLabel('Note', { exact: true }).fill(text);
      await panel.getByRole('button', { name: 'Add note' }).click();
      await panel.getByTestId('note').filter({ hasText: text }).waitFor({ timeout: 60_000 });
    };
    await add('Internal (staff only)', 'Called her: engrave in capitals');
    await add('Shown to the customer', 'ขอบคุณครับ พัตเตอร์ของคุณจะส่งพรุ่งนี้ ⛳');
    expect(await panel.locator('[data-testid="note"][data-visibility="internal"]').count()).toBe(1);
    expect(await panel.locator('[data-testid="note"][data-visibility="customer"]').count()).toBe(1);
    expect(await seriousA11yViolations(board)).toEqual([]);
    await screenshot(board, 'workshop-history-notes-1280-light');

    // The other board's open history shows both notes without a reload (order/updated to the staff room).
    for (const text of ['engrave in capitals', 'พัตเตอร์ของคุณจะส่งพรุ่งนี้'])
      await other.panel.getByTestId('note').filter({ hasText: text }).waitFor({ timeout: 60_000 });

    // The customer's open page shows their note without a reload; the internal note, written first, never came.
    const notes = page.getByTestId('customer-note');
    await notes.first().waitFor({ timeout: 60_000 });
    expect(await notes.allTextContents()).toEqual([expect.stringContaining('พัตเตอร์ของคุณจะส่งพรุ่งนี้ ⛳')]);
    expect(await page.getByText('engrave in capitals').count()).toBe(0);
    await page.reload();
    await notes.first().waitFor({ timeout: 60_000 });
    expect(await notes.count()).toBe(1);
    await screenshot(page, 'order-page-customer-note-1280-light');
    expect(errors).toEqual([]);
  });
});
