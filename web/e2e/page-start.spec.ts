import type { Browser, Request } from 'playwright-core';
import { launchBrowser, newContext, watchConsole } from './support/browser';
import { placeOrder } from './support/shop-api';

/**
 * A page other than the home page's first screen needs the app's code, its own code and its data. The page starts
 * its own code and its first requests beside the app's code (not after it, one after the other), the app takes
 * those answers instead of asking again, and the code comes in a handful of files rather than dozens.
 */
describe("a page's code and data load beside the app's", () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("an order's page asks for its code and its order while the app's code is still on its way, and only once", async () => {
    const { orderId, shortId } = await placeOrder();
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    // The app's own chunk is held back until the page's other requests have been seen.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route(/\/assets\/full-app-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    const seen = (test: (url: URL) => boolean) =>
      page.waitForRequest((request) => test(new URL(request.url())), { timeout: 15_000 });

    await page.goto(`/orders/${orderId}`, { waitUntil: 'domcontentloaded' });
    await Promise.all([
      seen((url) => /\/assets\/order-detail-[^/]+\.js$/.test(url.pathname)),
      seen((url) => url.pathname === `/api/orders/${orderId}`),
      seen((url) => url.pathname === '/api/cart'),
    ]);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    release();

    await page.getByRole('heading', { level: 1, name: `คำสั่งซื้อ #${shortId}` }).waitFor();
    await page.waitForLoadState('networkidle');
    const asked = (path: string) => requests.filter((r) => new URL(r.url()).pathname === path).length;
    expect(asked(`/api/orders/${orderId}`)).toBe(1);
    expect(asked('/api/cart')).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an order's page shows the order in the app's first render, never its loading skeleton", async () => {
    const { orderId, shortId } = await placeOrder();
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    // Notes whether the order's loading skeleton was ever put on the page.
    await context.addInitScript(() => {
      const w = window as unknown as { sawOrderSkeleton: boolean };
      w.sawOrderSkeleton = false;
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="กำลังโหลดคำสั่งซื้อ"]')) w.sawOrderSkeleton = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `คำสั่งซื้อ #${shortId}` }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sawOrderSkeleton: boolean }).sawOrderSkeleton)).toBe(
      false,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the checkout comes in a handful of script files', async () => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto('/checkout');
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor();
    process.stdout.write(`checkout: ${scripts.size} script files before it rendered: ${[...scripts].join(' ')}\n`);
    expect(scripts.size).toBeLessThanOrEqual(8);
    expect(errors).toEqual([]);
    await context.close();
  });
});
