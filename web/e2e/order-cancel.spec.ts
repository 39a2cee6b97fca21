import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchConsole } from './support/browser';
import { customer, placePaidOrder, uniqueEmail } from './support/in-page-api';
import { createStaff, releaseAdmin, signInContext } from './support/shop-api';

/** Issue 29, item 1: a shopper cancels on the order page while a staff board in another browser follows live. */
describe('cancelling an order', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await releaseAdmin();
    await browser?.close();
  });

  it('takes the order off an open board by push when its shopper cancels it', async () => {
    const staff = await newContext(browser);
    await signInContext(staff, await createStaff('staff'));
    const board = await staff.newPage();
    const boardErrors = watchConsole(board);
    await board.goto('/workshop');
    await board.locator('[data-testid="live-state"][data-state="live"]').waitFor();

    const shopper = await newContext(browser);
    const page = await shopper.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    const orderId = await placePaidOrder(page, customer(uniqueEmail('cancel')));
    const shortId = orderId.slice(-8).toUpperCase();
    const card = board.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    // Positive control: the board shows the paid order before the cancel, by the same push path.
    await card.waitFor({ timeout: 60_000 });

    await page.goto(`/orders/${orderId}`);
    await page.locator('[data-testid="live-indicator"][data-state="live"]').waitFor();
    // The order page is Thai for a shopper who has not chosen (one language: no English beside it).
    await page.getByRole('button', { name: 'ยกเลิกคำสั่งซื้อ', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(`ยกเลิกคำสั่งซื้อ #${shortId}?`, { exact: false }).waitFor();
    await dialog.getByLabel('เหตุผล (ไม่บังคับ)').fill('Ordered the wrong length');
    await dialog.getByRole('button', { name: /ยืนยันการยกเลิก/ }).click();
    const sent = Date.now();

    const note = page.getByTestId('cancelled-note');
    await note.getByText('Ordered the wrong length', { exact: false }).waitFor();
    await note.getByText('เข้าบัตรที่ใช้ชำระแล้ว', { exact: false }).waitFor();
    await card.waitFor({ state: 'detached', timeout: 60_000 });
    process.stdout.write(`[order-cancel e2e] the board dropped the order ${Date.now() - sent} ms after the cancel\n`);
    expect(errors).toEqual([]);
    expect(boardErrors).toEqual([]);
  });
});
