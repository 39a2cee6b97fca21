import path from 'node:path';
import { apiPaths, type MeResponse, type OrderView } from '@sound-putter/contracts';
import type { Browser, Locator } from 'playwright-core';
import {
  artifactsDir,
  launchBrowser,
  newContext,
  screenshot,
  seriousA11yViolations,
  watchConsole,
} from './support/browser';
import { callApi, customer, placePaidOrder, SIGN_UP_PASSWORD, signUp, uniqueEmail } from './support/in-page-api';
import { apiClient, DEV_ADMIN, signIn } from './support/shop-api';

const widths = [390, 768, 1024, 1280] as const;

/** The dialog's password field: DELETE /api/account takes the password again. */
const passwordField = (dialog: Locator) => dialog.getByLabel('Your password');

/** "Delete my account": the confirmation in the page's language (English here), then the erasure as the workshop sees it. */
describe('delete my account (PDPA erasure)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it.each(['light', 'dark'] as const)(
    'shows the confirmation with its password field at every width (%s), and keeps the account on cancel',
    async (theme) => {
      const context = await newContext(browser, theme, { width: 1280, height: 800 });
      const page = await context.newPage();
      await page.goto('/');
      const email = uniqueEmail('leaving');
      await signUp(page, email);
      // The home page's first screen is a light header without the account menu; another page has the whole app.
      await page.goto('/how-to-order');
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.getByRole('button', { name: /Account menu for leaving/ }).click();
        await page.getByRole('menuitem', { name: 'Delete my account' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Delete my account?' });
        await dialog.waitFor();
        const password = passwordField(dialog);
        await password.waitFor();
        expect(await password.getAttribute('type')).toBe('password');
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
      // Kept: the account is still signed in.
      const me = await callApi<MeResponse>(page, 'GET', apiPaths.auth.me);
      expect({ status: me.status, email: me.data.user?.email }).toEqual({ status: 200, email });
      await context.close();
    },
    240_000,
  );

  it.each(['light', 'dark'] as const)(
    'says a wrong password under the field and keeps the account (%s)',
    async (theme) => {
      const context = await newContext(browser, theme, { width: 390, height: 800 });
      const page = await context.newPage();
      await page.goto('/');
      const email = uniqueEmail('keeping');
      await signUp(page, email);
      await page.goto('/how-to-order');
      for (const width of [390, 1280] as const) {
        await page.setViewportSize({ width, height: 800 });
        await page.getByRole('button', { name: /Account menu for keeping/ }).click();
        await page.getByRole('menuitem', { name: 'Delete my account' }).click();
        const dialog = page.getByRole('alertdialog', { name: 'Delete my account?' });
        const password = passwordField(dialog);
        await password.fill(`${SIGN_UP_PASSWORD}-not`);
        const refused = page.waitForResponse(
          (r) => r.url().endsWith(apiPaths.account) && r.request().method() === 'DELETE',
        );
        await dialog.getByRole('button', { name: /^Delete my account/ }).click();
        expect((await refused).status()).toBe(401);
        const error = dialog.getByText('The password is wrong.');
        await error.waitFor();
        // Under the field, and tied to it for screen readers; the dialog stays open with the account.
        expect(await password.getAttribute('aria-invalid')).toBe('true');
        expect(await password.getAttribute('aria-describedby')).toBe(await error.getAttribute('id'));
        const fieldBox = await password.boundingBox();
        const errorBox = await error.boundingBox();
        expect(fieldBox !== null && errorBox !== null && errorBox.y >= fieldBox.y + fieldBox.height).toBe(true);
        await screenshot(page, `delete-account-wrong-password-${width}-${theme}`);
        await page.screenshot({
          path: path.join(artifactsDir, `delete-account-wrong-password-${width}-${theme}-viewport.png`),
        });
        if (width === 390) expect(await seriousA11yViolations(page)).toEqual([]);
        await dialog.getByRole('button', { name: /Keep my account/ }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      // The account is kept: still signed in, and its password still signs in.
      await page.getByRole('button', { name: /Account menu for keeping/ }).waitFor();
      const me = await callApi<MeResponse>(page, 'GET', apiPaths.auth.me);
      expect({ status: me.status, email: me.data.user?.email }).toEqual({ status: 200, email });
      const shopper = await apiClient();
      await signIn(shopper, email, SIGN_UP_PASSWORD);
      await shopper.dispose();
      await context.close();
    },
    120_000,
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
    await passwordField(dialog).fill(SIGN_UP_PASSWORD);
    await dialog.getByRole('button', { name: /^Delete my account/ }).click();
    // The paid order is not delivered yet: erasing its address would stop its delivery, so the dialog asks again.
    await dialog
      .getByRole('alert')
      .getByText(/could no longer deliver it/)
      .waitFor();
    await screenshot(page, 'delete-account-order-in-progress-390-light');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /^Delete anyway/ }).click();
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
    // The one error the browser logs is the asked-again answer (409) above; nothing else went wrong.
    expect(errors).toEqual([expect.stringMatching(/status of 409 \(Conflict\) \(http.*\/api\/account\)$/)]);
    await context.close();
  });
});
