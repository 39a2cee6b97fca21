import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import { customer, placePaidOrder, uniqueEmail } from './support/in-page-api';
import { createStaff, releaseAdmin, signInContext } from './support/shop-api';

const widths = [390, 768, 1024, 1280] as const;
const step = (what: string) => process.stdout.write(`[order-refund e2e] ${what}\n`);

/** Issue 29, item 2: staff refund part of a payment from the board; the shopper's page shows it. */
describe('refunding an order', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await releaseAdmin();
    await browser?.close();
  });

  const openHistory = async (board: Page, orderId: string) => {
    const card = board.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await card.waitFor({ timeout: 60_000 });
    await card.getByRole('button', { name: /History/ }).click();
    const dialog = board.getByRole('dialog');
    await dialog.getByTestId('refund-panel').waitFor();
    return dialog;
  };

  it('refunds part of the payment with a reason from the board, and the order page shows it partly refunded', async () => {
    const staffAccount = await createStaff('staff');
    const staff = await newContext(browser);
    await signInContext(staff, staffAccount);
    const board = await staff.newPage();
    const boardErrors = watchConsole(board);
    await board.goto('/workshop');

    const shopper = await newContext(browser);
    const page = await shopper.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    const orderId = await placePaidOrder(page, customer(uniqueEmail('refund')));
    step(`paid order ${orderId}`);

    const dialog = await openHistory(board, orderId);
    step('history dialog open');
    const amount = dialog.getByLabel(/Amount to refund/);
    // Prefilled with everything that is left (the whole payment).
    const prefilled = Number(await amount.inputValue());
    expect(prefilled).toBeGreaterThan(1000);
    // The reason is required: the form says so and nothing is sent.
    await dialog.getByRole('button', { name: /^Refund/ }).click();
    await dialog.getByText('Say why the money goes back', { exact: false }).waitFor();
    // More than is left is refused before anything is sent.
    await amount.fill(String(prefilled + 1));
    await dialog.getByLabel(/Reason/).fill('Scratch on the sole');
    await dialog.getByRole('button', { name: /^Refund/ }).click();
    await dialog.getByText('is left to refund', { exact: false }).waitFor();
    expect(await dialog.getByTestId('refund-entry').count()).toBe(0);

    await amount.fill('1500');
    await dialog.getByRole('button', { name: /^Refund/ }).click();
    const entry = dialog.getByTestId('refund-entry');
    await entry.getByText('Scratch on the sole', { exact: false }).waitFor();
    expect(await entry.getAttribute('data-status')).toBe('succeeded');
    // The remainder is what the form offers next, and the history names the refund with its reason.
    expect(Number(await amount.inputValue())).toBeCloseTo(prefilled - 1500, 2);
    await dialog.getByText('Refund given', { exact: false }).first().waitFor();
    await dialog.getByTestId('history').getByText('Scratch on the sole', { exact: false }).waitFor();
    expect(await seriousA11yViolations(board)).toEqual([]);
    await screenshot(board, 'refund-board-dialog-1280-light');
    step('refunded on the board');

    await page.goto(`/orders/${orderId}`);
    const summary = page.getByTestId('refund-summary');
    await summary.getByText('คืนเงินบางส่วนแล้ว', { exact: false }).waitFor();
    // One language: the Thai page says it in Thai only.
    expect(await summary.getByText('Partly refunded', { exact: false }).count()).toBe(0);
    await summary.getByText('Scratch on the sole', { exact: false }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.goto('/orders');
    await page.locator(`[data-order-id="${orderId}"] [data-testid="refund-badge"][data-kind="partial"]`).waitFor();
    expect(errors).toEqual([]);
    expect(boardErrors).toEqual([]);

    // Screenshots of the order page and the board's dialog at each width, light and dark.
    for (const theme of ['light', 'dark'] as const)
      for (const width of widths) {
        const ctx = await newContext(browser, theme, { width, height: 900 });
        await ctx.addCookies(await shopper.cookies());
        const p = await ctx.newPage();
        await p.addInitScript(
          (storage) => {
            for (const [k, v] of Object.entries(storage)) if (!localStorage.getItem(k)) localStorage.setItem(k, v);
          },
          await page.evaluate(() => Object.fromEntries(Object.entries(localStorage))),
        );
        await p.goto(`/orders/${orderId}`);
        await p.getByTestId('refund-summary').waitFor();
        await screenshot(p, `refund-order-page-${width}-${theme}`);
        await ctx.close();

        const staffCtx = await newContext(browser, theme, { width, height: 900 });
        await signInContext(staffCtx, staffAccount);
        const b = await staffCtx.newPage();
        await b.goto('/workshop');
        await openHistory(b, orderId);
        await screenshot(b, `refund-board-dialog-${width}-${theme}`);
        await staffCtx.close();
        step(`screenshots ${width} ${theme}`);
      }
  }, 900_000);
});
