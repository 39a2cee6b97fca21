import { apiPaths, type MeResponse } from '@sound-putter/contracts';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations } from './support/browser';
import { callApi, customer, placePaidOrder, SIGN_UP_PASSWORD, uniqueEmail } from './support/in-page-api';
import { mailTo } from './support/mailed-links';

/** The shop path (with its query) of the first link in the plain text that opens `page`. */
const linkTo = (text: string, page: string): string => {
  const match = new RegExp(`https?://[^\\s]+(/account/${page}\\?[^\\s]+)`).exec(text);
  if (!match) throw new Error(`no /account/${page} link in:\n${text}`);
  return match[1];
};

describe('account mails in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('signs up, reads the verification mail from the SMTP catcher, follows its link and sees the account verified', async () => {
    const context = await newContext(browser, 'light', { width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto('/how-to-order');
    const email = uniqueEmail('verified');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome to the 100 DB Sound Putter Store' });
    await dialog.getByRole('tab', { name: 'Create Account' }).click();
    const panel = dialog.getByRole('tabpanel', { name: 'Create Account' });
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(SIGN_UP_PASSWORD);
    await panel.getByRole('button', { name: 'Create Account' }).click();
    await panel.getByText('Check your inbox').waitFor();
    await screenshot(page, 'account-signup-check-inbox-1280-light');

    const mail = await mailTo(email, /Confirm the e-mail/);
    expect(mail.html).toContain('/account/verify-email?token=');
    await page.goto(linkTo(mail.text ?? '', 'verify-email'));
    await page.getByText(`Your email ${email} is verified.`).waitFor();
    await screenshot(page, 'account-verify-email-done-1280-light');
    const verified = await callApi<{ n: number }>(page, 'POST', apiPaths.auth.login, {
      email,
      password: SIGN_UP_PASSWORD,
    });
    expect(verified.status).toBe(200);
    expect((await callApi<MeResponse>(page, 'GET', apiPaths.auth.me)).data.user?.email).toBe(email);
    // The link works once: opening it again says so.
    await page.reload();
    await page.getByText('This link has already been used.').waitFor();

    // The verified shopper buys, and the receipt arrives (Thai: the order was placed without a language).
    const orderId = await placePaidOrder(page, customer(email, 'Ratana Verified'));
    const receipt = await mailTo(email, /^ใบเสร็จรับเงินสำหรับคำสั่งซื้อ/);
    expect(receipt.text).toContain('Ratana Verified');
    expect(receipt.text).toContain(`/orders/${orderId}`);
    expect(receipt.html).toMatch(/฿\s?[\d,]+/);
    await context.close();
  });

  const screens: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
    {
      name: 'forgot-password',
      open: async (page) => {
        await page.goto('/account/forgot-password');
        await page.getByRole('button', { name: 'Send reset link' }).waitFor();
      },
    },
    {
      name: 'reset-password-th',
      open: async (page) => {
        await page.goto('/account/reset-password?token=made-up&lang=th');
        await page.getByRole('button', { name: 'บันทึกรหัสผ่านใหม่' }).waitFor();
      },
    },
    {
      name: 'accept-invitation-th',
      open: async (page) => {
        await page.goto('/account/accept-invitation?token=made-up&lang=th');
        await page.getByRole('button', { name: 'ตั้งรหัสผ่าน' }).waitFor();
      },
    },
    {
      name: 'verify-email-tampered',
      open: async (page) => {
        await page.goto('/account/verify-email?token=made-up');
        await page.getByRole('alert').waitFor();
      },
    },
    {
      name: 'change-email',
      open: async (page) => {
        await page.goto('/account/email');
        await page.getByRole('button', { name: 'Send confirmation link' }).waitFor();
      },
    },
  ];

  it.each(['light', 'dark'] as const)('shows the mailed-link screens at 390 and 1280 px (%s)', async (theme) => {
    const context = await newContext(browser, theme, { width: 1280, height: 800 });
    const page = await context.newPage();
    await page.goto('/');
    const email = uniqueEmail('screens');
    expect((await callApi(page, 'POST', apiPaths.auth.signup, { email, password: SIGN_UP_PASSWORD })).status).toBe(202);
    expect((await callApi(page, 'POST', apiPaths.auth.login, { email, password: SIGN_UP_PASSWORD })).status).toBe(200);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const screen of screens) {
        await screen.open(page);
        await screenshot(page, `account-${screen.name}-${width}-${theme}`);
        if (width === 390) expect(await seriousA11yViolations(page)).toEqual([]);
      }
    }
    await context.close();
  });
});
