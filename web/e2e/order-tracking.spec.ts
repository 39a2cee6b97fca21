import type { OrderStatus } from '@sound-putter/contracts';
import type { Browser, Locator, Page, Route } from 'playwright-core';
import { launchBrowser, newContext, screenshot, seriousA11yViolations, watchConsole } from './support/browser';
import {
  advanceOrder,
  callApi,
  customer,
  DEV_ADMIN,
  EMS_TRACKING_NUMBER,
  placePaidOrder,
  signIn,
  uniqueEmail,
} from './support/in-page-api';

const detailStatus = (page: Page) => page.getByTestId('status-card').getByTestId('order-status');

const ORDER_READS = /\/api\/orders([/?]|$)/;

/**
 * Holds the page's reads of orders (GET /api/orders…) until released, so that meanwhile only a socket push can change
 * what the page shows. This, not a stopwatch, tells a push from the 30-second poll: a test on a shared machine waits
 * for the change and prints how long it took (bench:tracking measures the 1 s target).
 */
const holdOrderReads = async (page: Page) => {
  const held: string[] = [];
  const continued: Promise<void>[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const hold = (route: Route) => {
    if (route.request().method() !== 'GET') return route.continue();
    held.push(route.request().url());
    const passOn = released.then(() => route.continue());
    continued.push(passOn);
    return passOn;
  };
  await page.route(ORDER_READS, hold);
  return {
    held,
    /** Lets the held reads go on, then stops holding (removing the handler earlier would settle them itself). */
    release: async () => {
      release();
      await Promise.all(continued);
      await page.unroute(ORDER_READS, hold);
    },
  };
};

/** Moves the order on from the staff page and waits until `shown` appears on the watching page, by push only. */
const pushed = async (page: Page, staffPage: Page, orderId: string, status: OrderStatus, shown: Locator) => {
  const reads = await holdOrderReads(page);
  const sent = Date.now();
  await advanceOrder(staffPage, orderId, status);
  await shown.waitFor({ timeout: 60_000 });
  process.stdout.write(`[order-tracking e2e] the page showed "${status}" ${Date.now() - sent} ms after the PATCH\n`);
  return reads;
};

describe('order tracking', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("shows a shipped order's carrier and tracking link on its page and in the list, light and dark, 390 and 1280 px", async () => {
    const shopper = await newContext(browser);
    const page = await shopper.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    const orderId = await placePaidOrder(page, customer(uniqueEmail('parcel')));
    const staff = await newContext(browser);
    const staffPage = await staff.newPage();
    await staffPage.goto('/');
    await signIn(staffPage, DEV_ADMIN.email, DEV_ADMIN.password);
    await advanceOrder(staffPage, orderId, 'crafting');
    await advanceOrder(staffPage, orderId, 'shipped');

    const trackingPage = `https://track.thailandpost.co.th/?trackNumber=${EMS_TRACKING_NUMBER}`;
    for (const theme of ['light', 'dark'] as const) {
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`/orders/${orderId}`);
        const parcel = page.getByTestId('shipment');
        const link = parcel.getByRole('link', { name: /ติดตามพัสดุกับไปรษณีย์ไทย EMS/ });
        await link.waitFor();
        expect(await link.getAttribute('href')).toBe(trackingPage);
        expect(await parcel.innerText()).toContain(EMS_TRACKING_NUMBER);
        await screenshot(page, `order-detail-shipped-${width}-${theme}`);
        expect(await seriousA11yViolations(page)).toEqual([]);
      }
    }
    await page.goto('/orders');
    const entry = page.locator(`[data-order-id="${orderId}"]`);
    expect(await entry.getByRole('link', { name: /ติดตามพัสดุ/ }).getAttribute('href')).toBe(trackingPage);
    expect(errors).toEqual([]);
    await shopper.close();
    await staff.close();
  });

  it('updates the open order page by push when staff move the order on in another browser', async () => {
    const shopper = await newContext(browser);
    const page = await shopper.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    const orderId = await placePaidOrder(page, customer(uniqueEmail('live')));
    await page.goto(`/orders/${orderId}`);
    await detailStatus(page).filter({ hasText: 'ยืนยันแล้ว' }).waitFor();
    // The socket is connected and watching: pushes, not the 30-second poll, must carry the changes.
    await page.locator('[data-testid="live-indicator"][data-state="live"]').waitFor();

    const staff = await newContext(browser);
    const staffPage = await staff.newPage();
    await staffPage.goto('/');
    await signIn(staffPage, DEV_ADMIN.email, DEV_ADMIN.password);

    const statusShown = (status: OrderStatus) => page.locator(`[data-testid="status-card"] [data-status="${status}"]`);
    const tracked = page.waitForResponse((r) => r.url().endsWith(`/api/orders/${orderId}/tracking`));
    const crafting = await pushed(page, staffPage, orderId, 'crafting', statusShown('crafting'));
    expect(await page.getByTestId('progress-percent').innerText()).toBe('50%');
    // Positive control: the page did ask for the order again after the push (the refetch for the timeline times),
    // and the hold caught it, so a poll would have been caught too.
    while (crafting.held.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(crafting.held.some((url) => url.includes(`/api/orders/${orderId}`))).toBe(true);
    await crafting.release();
    await tracked;
    await page
      .getByTestId('timeline-time-crafting')
      .filter({ hasText: /\d{1,2}:\d{2}/ })
      .waitFor();

    await (await pushed(page, staffPage, orderId, 'shipped', statusShown('shipped'))).release();
    await (await pushed(page, staffPage, orderId, 'delivered', statusShown('delivered'))).release();
    expect(await page.getByTestId('progress-percent').innerText()).toBe('100%');
    await page.getByTestId('countdown').filter({ hasText: 'ส่งถึงแล้ว (ตรงเวลา)' }).waitFor();
    for (const step of ['pending', 'confirmed', 'crafting', 'shipped', 'delivered'])
      await page
        .getByTestId(`timeline-time-${step}`)
        .filter({ hasText: /\d{1,2}:\d{2}/ })
        .waitFor();
    await screenshot(page, 'order-detail-delivered-1280-light');

    // The list follows too: a second order moved on while the list is open.
    const second = await placePaidOrder(page, customer(uniqueEmail('list')));
    // The orders placed in this browser are listed on /orders without any lookup.
    await page.goto('/orders');
    const entry = page.locator(`[data-order-id="${second}"]`);
    await entry.locator('[data-status="confirmed"]').waitFor();
    await page.locator('[data-testid="live-indicator"][data-state="live"]').waitFor();
    await (await pushed(page, staffPage, second, 'crafting', entry.locator('[data-status="crafting"]'))).release();

    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await staff.close();
    await shopper.close();
  });

  it("shows an anonymous visitor who looks up someone else's e-mail no personal data", async () => {
    const owner = await newContext(browser);
    const ownerPage = await owner.newPage();
    await ownerPage.goto('/');
    const email = uniqueEmail('private');
    const details = customer(email, 'Prapai Private');
    const orderId = await placePaidOrder(ownerPage, details);
    const shortId = orderId.slice(-8).toUpperCase();

    // Positive control: the browser that placed the order lists it with its personal data, no lookup needed.
    await ownerPage.goto('/orders');
    const own = ownerPage.locator(`[data-order-id="${orderId}"]`);
    await own.getByText('Prapai Private').waitFor();
    expect(await own.getAttribute('data-access')).toBe('full');

    const stranger = await newContext(browser, 'dark', { width: 390, height: 844 });
    const page = await stranger.newPage();
    const errors = watchConsole(page);
    await page.goto('/orders');
    await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).waitFor();
    // An empty request is ignored.
    await page.getByRole('button', { name: 'ส่งลิงก์' }).click();
    expect(await page.getByTestId('lookup-sent').count()).toBe(0);
    // Track by e-mail mails the owner a link: the stranger learns nothing about the address.
    await page.getByLabel('อีเมลที่ใช้สั่งซื้อ').fill(email);
    await page.getByRole('button', { name: 'ส่งลิงก์' }).click();
    await page.getByTestId('lookup-sent').waitFor();
    expect(await page.getByTestId('order-entry').count()).toBe(0);
    const listText = await page.locator('main').innerText();
    for (const secret of ['Prapai Private', details.phone, details.shippingAddress.streetAddress, '10110', shortId])
      expect(listText).not.toContain(secret);
    await screenshot(page, 'orders-lookup-sent-390-dark');

    // Someone holding the order's id (a shared tracking link) sees its progress, redacted.
    await page.goto(`/orders/${orderId}`);
    await page.getByTestId('status-card').waitFor();
    await page.getByTestId('redacted-note').waitFor();
    const detailText = await page.locator('main').innerText();
    for (const secret of ['Prapai Private', email, details.phone, details.shippingAddress.streetAddress])
      expect(detailText).not.toContain(secret);
    await screenshot(page, 'order-detail-redacted-390-dark');
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await stranger.close();
    await owner.close();
  });

  it('sends a signed-out visitor through /login?redirect=/orders and back to their own orders', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto('/');
    const email = uniqueEmail('returner');
    await callApi(page, 'POST', '/api/auth/signup', { email, password: 'Putter-2026x' });
    await callApi(page, 'POST', '/api/auth/logout', {});
    await page.goto('/orders');
    // The header's account button says the same in Thai: take the page's own.
    await page.getByRole('main').getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
    await page.waitForURL('**/login?redirect=/orders');
    const login = page
      .getByRole('dialog', { name: 'Welcome to the 100 DB Sound Putter Store' })
      .getByRole('tabpanel', { name: 'Sign In' });
    await login.getByLabel('Email').fill(email);
    await login.getByLabel('Password', { exact: true }).fill('Putter-2026x');
    await login.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/orders');
    await page.getByRole('heading', { name: 'คำสั่งซื้อของฉัน' }).waitFor();
    await page.getByText('คุณยังไม่มีคำสั่งซื้อ').waitFor();
    await page.getByRole('heading', { name: 'ค้นหาด้วยอีเมลอื่น' }).waitFor();

    await page.goto('/orders/00000000-0000-4000-8000-000000000000');
    // The tracking pages are Thai for a shopper who has not chosen a language.
    await page.getByRole('heading', { name: 'ไม่พบคำสั่งซื้อ' }).waitFor();
    await page.getByRole('button', { name: 'ลองอีกครั้ง' }).waitFor();
    await page.getByRole('link', { name: 'กลับไปหน้าติดตามคำสั่งซื้อ' }).first().waitFor();
    await screenshot(page, 'order-not-found-1280-light');
    expect(errors.filter((e) => !/status of 404 .*\/api\/orders\/0{8}-/.test(e))).toEqual([]);
    await context.close();
  });
});
