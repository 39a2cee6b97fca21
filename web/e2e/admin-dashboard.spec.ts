import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import { apiClient, createStaff, placeOrder, releaseAdmin, signIn, signInContext } from './support/shop-api';

/** Opens the dashboard and waits until the worker's read model has the orders this file placed. */
const openDashboard = async (page: Page, orders: number, search = '') => {
  for (let attempt = 0; ; attempt++) {
    await page.goto(`/admin?section=dashboard${search}`);
    const stat = page.locator('[data-testid="stat-orders"] dd').first();
    await stat.waitFor({ timeout: 90_000 });
    if (Number(await stat.textContent()) >= orders || attempt > 20) break;
    await page.waitForTimeout(500);
  }
  // Recharts draws in its own chunk, after the figures: wait for the bars.
  await page
    .locator('[data-testid="dashboard-sales"] svg .recharts-bar-rectangle')
    .first()
    .waitFor({ timeout: 90_000 });
};

/** The back office dashboard (issue 32 item 6): both themes at the two desktop sizes, Thai, axe clean. */
describe('back office dashboard', () => {
  let browser: Browser;
  let staffEmail: string;
  const contexts: BrowserContext[] = [];

  jest.setTimeout(300_000);
  beforeAll(async () => {
    browser = await launchBrowser();
    staffEmail = await createStaff('staff');
    const staff = await apiClient();
    await signIn(staff, staffEmail);
    // Today's orders: two web orders (one delivered, one in the workshop), one unpaid, one paid at the kiosk's counter.
    const delivered = await placeOrder({ logoText: 'DASH ONE' });
    for (const status of ['crafting', 'shipped', 'delivered'])
      await staff.patch(`/api/orders/${delivered.orderId}/status`, {
        data:
          status === 'shipped' ? { status, carrier: 'thailand_post_ems', trackingNumber: 'EX123456785TH' } : { status },
      });
    const crafting = await placeOrder({ logoText: 'DASH TWO' });
    await staff.patch(`/api/orders/${crafting.orderId}/status`, { data: { status: 'crafting' } });
    await placeOrder({ logoText: 'DASH THREE' });
    const kiosk = await placeOrder({ channel: 'kiosk', logoText: 'DASH KIOSK' });
    const paid = await staff.post(`/api/orders/${kiosk.orderId}/in-store-payment`);
    if (!paid.ok()) throw new Error(`in-store payment: ${paid.status()} ${await paid.text()}`);
    await staff.dispose();
  });
  afterAll(async () => {
    await releaseAdmin();
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });

  const signedIn = async (theme: 'light' | 'dark', viewport: { width: number; height: number }) => {
    const context = await newContext(browser, theme, viewport);
    contexts.push(context);
    await signInContext(context, staffEmail);
    return context.newPage();
  };

  it.each([
    ['light', { width: 1280, height: 800 }],
    ['dark', { width: 1280, height: 800 }],
    ['light', { width: 1920, height: 1080 }],
    ['dark', { width: 1920, height: 1080 }],
  ] as const)('shows staff the charts with their tables, %s at %o, axe clean', async (theme, viewport) => {
    const page = await signedIn(theme, viewport);
    const errors = watchConsole(page);
    await openDashboard(page, 4);
    expect(await page.getByRole('heading', { name: 'Dashboard' }).count()).toBe(1);
    for (const name of ['Sales per day and channel', 'Models ordered', 'Delivery against the deadline'])
      expect(await page.getByRole('figure', { name }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, `admin-dashboard-${viewport.width}-${theme}`);
    expect(errors).toEqual([]);
  });

  it.each(['light', 'dark'] as const)('reads in Thai, with a table open, %s', async (theme) => {
    const page = await signedIn(theme, { width: 1280, height: 800 });
    await openDashboard(page, 4, '&lang=th');
    expect(await page.getByRole('heading', { name: 'แดชบอร์ด' }).count()).toBe(1);
    await page.getByTestId('dashboard-stages').getByText('แสดงเป็นตาราง').click();
    expect(await seriousA11yViolations(page)).toEqual([]);
    // From the top: the sticky header would otherwise sit in the middle of the full-page picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, `admin-dashboard-th-1280-${theme}`);
  });
});
