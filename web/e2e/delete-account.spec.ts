import path from 'node:path';
import type { OrderView } from '@sound-putter/contracts';
import type { Browser } from 'playwright-core';
import {
  artifactsDir,
  launchBrowser,
  newContext,
  screenshot,
  seriousA11yViolations,
  watchConsole,
} from './support/browser';
import { customer, placePaidOrder, signUp, uniqueEmail } from './support/in-page-api';
import { apiClient, DEV_ADMIN, signIn } from './support/shop-api';

const widths = [390, 768, 1024, 1280] as const;

/** "Delete my account": the confirmation in English and Thai, then the erasure as the workshop sees it. */
describe('delete my account (PDPA erasure)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['light', 'dark'] as const)(
    'shows the bilingual confirmation at every width (%s), and keeps the account on cancel',
    async (theme) => {
      const context = await newContext(browser, theme, { width: 1280, height: 800 });
      const page = await context.newPage();
      await page.goto('/');
      await signUp(page, uniqueEmail('leaving'));
      // The home page's first screen is a light header without the account menu; another page has the whole app.
      await page.goto('/how-to-order');
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.getByRole('button', { name: /Account menu for leaving/ }).click();
        await page.getByRole('menuitem', { name: 'Delete my account' }).click();
        const dialog = page.getByRole('alertdialog', { name: /Delete my account\? · ลบบัญชีของฉัน\?/ });
        await dialog.waitFor();
        await screenshot(page, `delete-account-dialog-${width}-${theme}`);
        // What the shopper sees: the viewport, the dialog over the page.
        await page.screenshot({
          path: path.join(artifactsDir, `delete-account-dialog-${width}-${theme}-viewport.png`),
        });
        if (width === 390) expect(await seriousA11yViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: /Keep my account/ }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      await page.getByRole('button', { name: /Account menu for leaving/ }).waitFor();
      await context.close();
    },
    240_000,
  );

  it('erases the shopper: signed out, and staff see the paid order with "erased" details', async () => {
    const context = await newContext(browser, 'light', { width: 390, height: 800 });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    const email = uniqueEmail('erased');
    await signUp(page, email);
    const orderId = await placePaidOrder(page, customer(email, 'Ratana Forgotten'));
    await page.goto('/how-to-order');
    await page.getByRole('button', { name: /Account menu for erased/ }).click();
    await page.getByRole('menuitem', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: /^Delete my account/ }).click();
    await page.getByText('Account deleted').first().waitFor();
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'delete-account-done-390-light');

    const staff = await apiClient();
    await signIn(staff, DEV_ADMIN.email, DEV_ADMIN.password);
    const order = (await (await staff.get(`/api/orders/${orderId}`)).json()) as OrderView;
    expect(order).toMatchObject({ customerName: 'erased', customerEmail: 'erased', paymentStatus: 'paid' });
    const tracking = await staff.get(`/api/orders/${orderId}/tracking`);
    expect(tracking.status()).toBe(200);
    await staff.dispose();
    expect(errors).toEqual([]);
    await context.close();
  });
});
