import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import { advanceOrder, customer, placePaidOrder, uniqueEmail } from './support/in-page-api';
import { cardOf, boardSizes, openBoard as openBoardAs } from './support/board';
import { createStaff, releaseAdmin } from './support/shop-api';

/** Issue 29, item 4: staff undo a step pressed on the wrong card; the customer's open order page follows live. */
describe('recalling a step from the workshop board', () => {
  let browser: Browser;
  let staffEmail: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    staffEmail = await createStaff('staff');
  });
  afterAll(async () => {
    await releaseAdmin();
    await browser?.close();
  });

  const openBoard = (theme: 'light' | 'dark') => openBoardAs(browser, staffEmail, theme);

  it('moves the order back from shipped to crafting on the board and on the open order page, with who and why in the history', async () => {
    const { board, errors: boardErrors } = await openBoard('light');
    const shopper = await newContext(browser);
    const page = await shopper.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    const orderId = await placePaidOrder(page, customer(uniqueEmail('recall')));
    const shortId = orderId.slice(-8).toUpperCase();
    await page.goto(`/orders/${orderId}`);
    await page.locator('[data-testid="live-indicator"][data-state="live"]').waitFor();

    await advanceOrder(board, orderId, 'crafting');
    await advanceOrder(board, orderId, 'shipped');
    // Positive control: the page follows the forward steps by the same push path the recall takes.
    await page.locator('[data-testid="order-status"][data-status="shipped"]').waitFor({ timeout: 60_000 });
    const card = cardOf(board, 'shipped', orderId);
    await card.waitFor({ timeout: 60_000 });

    await card.getByRole('button', { name: `Undo last step of order ${shortId}` }).click();
    const dialog = board.getByRole('alertdialog', { name: `Undo the last step of #${shortId}?` });
    await dialog.getByText('goes back from Shipped to Crafting', { exact: false }).waitFor();
    await dialog.getByLabel('Reason (kept in the history)').fill('Pressed shipped on the wrong card');
    expect(await seriousA11yViolations(board)).toEqual([]);
    for (const size of boardSizes) {
      await board.setViewportSize({ width: size.width, height: size.height });
      await screenshot(board, `workshop-recall-dialog-${size.name}-light`);
    }
    await board.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole('button', { name: 'Undo last step' }).click();
    const sent = Date.now();

    await page.locator('[data-testid="order-status"][data-status="crafting"]').waitFor({ timeout: 60_000 });
    process.stdout.write(
      `[order-recall e2e] the order page showed crafting ${Date.now() - sent} ms after the recall\n`,
    );
    await cardOf(board, 'crafting', orderId).waitFor({ timeout: 60_000 });
    await board.getByText(`#${shortId} back to Crafting`).waitFor();
    await screenshot(page, 'order-page-after-recall-1280-light');

    await cardOf(board, 'crafting', orderId)
      .getByRole('button', { name: `History of order ${shortId}` })
      .click();
    const entry = board.getByTestId('history-entry').filter({ hasText: 'Step recalled' });
    await entry.getByText('Step recalled (back to Crafting): Pressed shipped on the wrong card').waitFor();
    await entry.getByText(`${staffEmail} (staff)`, { exact: false }).waitFor();
    await screenshot(board, 'workshop-history-recall-1280-light');
    expect(errors).toEqual([]);
    expect(boardErrors).toEqual([]);
  });

  it('shows the undo dialog in the dark theme at each width, and a cancel asks for its reason', async () => {
    const { board, errors } = await openBoard('dark');
    const orderId = await placePaidOrder(board, customer(uniqueEmail('recall-dark')));
    const shortId = orderId.slice(-8).toUpperCase();
    await advanceOrder(board, orderId, 'crafting');
    const card = cardOf(board, 'crafting', orderId);
    await card.waitFor({ timeout: 60_000 });
    await card.getByRole('button', { name: `Undo last step of order ${shortId}` }).click();
    const dialog = board.getByRole('alertdialog', { name: `Undo the last step of #${shortId}?` });
    await dialog.getByText('goes back from Crafting to Confirmed', { exact: false }).waitFor();
    expect(await seriousA11yViolations(board)).toEqual([]);
    for (const size of boardSizes) {
      await board.setViewportSize({ width: size.width, height: size.height });
      await screenshot(board, `workshop-recall-dialog-${size.name}-dark`);
    }
    await dialog.getByRole('button', { name: 'Keep the order as it is' }).click();

    await card.getByRole('button', { name: `Cancel order ${shortId}` }).click();
    const cancel = board.getByRole('alertdialog', { name: `Cancel #${shortId}?` });
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await cancel.getByText('Give a reason: it is kept in the order history.').waitFor();
    expect(await seriousA11yViolations(board)).toEqual([]);
    for (const size of boardSizes) {
      await board.setViewportSize({ width: size.width, height: size.height });
      await screenshot(board, `workshop-cancel-dialog-${size.name}-dark`);
    }
    await cancel.getByLabel(/Reason/).fill('The grip is out of stock');
    await cancel.getByRole('button', { name: 'Cancel order' }).click();
    await card.waitFor({ state: 'detached', timeout: 60_000 });
    await board.getByText(`#${shortId} cancelled and refunded`).waitFor();
    expect(errors).toEqual([]);
  });
});
