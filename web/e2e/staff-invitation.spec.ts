import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import { mailTo } from './support/mailed-links';
import { createStaff, releaseAdmin, signInContext, uniqueEmail } from './support/shop-api';

const PASSWORD = 'Workshop-Bench-8';

/** The shop path (with its query) of the accept link in the mail's plain text. */
const acceptLinkIn = (text: string): string => {
  const match = /https?:\/\/[^\s]+(\/account\/accept-invitation\?[^\s]+)/.exec(text);
  if (!match) throw new Error(`no /account/accept-invitation link in:\n${text}`);
  return match[1];
};

/** Issue 32 item 4: an admin invites a colleague by e-mail; the mailed link sets the password; the colleague works. */
describe('staff invitation', () => {
  let browser: Browser;
  let adminEmail: string;
  const contexts: BrowserContext[] = [];

  jest.setTimeout(300_000);
  beforeAll(async () => {
    browser = await launchBrowser();
    adminEmail = await createStaff('admin');
  });
  afterAll(async () => {
    await releaseAdmin();
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });

  it('invite → open the mailed link → set a password → sign in → the workshop board', async () => {
    const adminContext = await newContext(browser, 'light', { width: 1280, height: 800 });
    contexts.push(adminContext);
    await signInContext(adminContext, adminEmail);
    const admin = await adminContext.newPage();
    const errors = watchConsole(admin);
    await admin.goto('/admin?section=staff&lang=en');
    const section = admin.getByTestId('staff-accounts');
    await section.getByTestId('staff-row').first().waitFor({ timeout: 90_000 });

    const email = uniqueEmail('invited');
    const form = section.getByTestId('invite-form');
    await form.getByLabel('E-mail', { exact: true }).fill(email);
    await form.getByLabel('Name (optional, for the greeting)').fill('Pim');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await form
      .getByRole('status')
      .filter({ hasText: `Invitation sent to ${email}.` })
      .waitFor();
    const row = section.getByTestId('staff-row').filter({ hasText: email });
    await row.filter({ hasText: 'Invited: the link works until' }).waitFor();
    expect(await seriousA11yViolations(admin)).toEqual([]);
    await screenshot(admin, 'admin-staff-invited-1280-light');

    const mail = await mailTo(email, /invited to the Sound Putter workshop/);
    expect(mail.text).toContain('Hello Pim,');
    expect(mail.text).toContain('72 hours');

    const colleagueContext = await newContext(browser, 'light', { width: 1280, height: 800 });
    contexts.push(colleagueContext);
    const colleague = await colleagueContext.newPage();
    const link = acceptLinkIn(mail.text ?? '');
    await colleague.goto(link);
    await colleague.getByRole('heading', { name: 'Join the Sound Putter workshop' }).waitFor();
    await colleague.getByLabel('New password').fill(PASSWORD);
    await colleague.getByRole('button', { name: 'Set my password' }).click();
    await colleague.getByText(`Your password is set. Sign in as ${email} to open the workshop.`).waitFor();
    expect(await seriousA11yViolations(colleague)).toEqual([]);
    await screenshot(colleague, 'account-accept-invitation-done-1280-light');

    await colleague.getByRole('link', { name: 'Sign in' }).click();
    const dialog = colleague.getByRole('dialog');
    const panel = dialog.getByRole('tabpanel', { name: 'Sign In' });
    await panel.getByLabel('Email').fill(email);
    await panel.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await panel.getByRole('button', { name: 'Sign In' }).click();
    await colleague.waitForURL(/\/workshop$/);
    await colleague.getByRole('heading', { name: 'Workshop Board' }).waitFor();

    // The admin's list no longer shows the invitation; the link works once.
    await admin.reload();
    await section
      .getByTestId('staff-row')
      .filter({ hasText: email })
      .and(admin.locator('[data-invited="false"]'))
      .waitFor();
    const again = await newContext(browser, 'light');
    contexts.push(again);
    const reopened = await again.newPage();
    await reopened.goto(link);
    await reopened.getByLabel('New password').fill('Another-Bench-9');
    await reopened.getByRole('button', { name: 'Set my password' }).click();
    await reopened.getByText('This link has already been used.').waitFor();
    expect(errors).toEqual([]);
  });
});
