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
    // Still index.html's first screen (the heading from the address), none of the app (no footer) yet.
    expect(await page.getByRole('contentinfo').count()).toBe(0);
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
    // Notes whether the app ever put the order's loading skeleton on the page (the app's pages have the footer;
    // index.html's prerendered first screen shows the skeleton until the app is there, and has none).
    await context.addInitScript(() => {
      const w = window as unknown as { sawOrderSkeleton: boolean; sawAppHeading: boolean };
      w.sawOrderSkeleton = false;
      w.sawAppHeading = false;
      new MutationObserver(() => {
        if (!document.querySelector('footer')) return;
        if (document.querySelector('[aria-label="กำลังโหลดคำสั่งซื้อ"]')) w.sawOrderSkeleton = true;
        if (document.querySelector('main h1')) w.sawAppHeading = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.goto(`/orders/${orderId}`);
    await page.getByRole('heading', { level: 1, name: `คำสั่งซื้อ #${shortId}` }).waitFor();
    // The heading is index.html's at first: the app is there once its footer is, with the order's status.
    await page.getByRole('contentinfo').waitFor();
    await page.getByTestId('status-card').waitFor();
    const seen = await page.evaluate(() => ({
      skeleton: (window as unknown as { sawOrderSkeleton: boolean }).sawOrderSkeleton,
      heading: (window as unknown as { sawAppHeading: boolean }).sawAppHeading,
    }));
    // The observer saw the app's page (its heading, with the footer): never with the order's skeleton.
    expect(seen).toEqual({ skeleton: false, heading: true });
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
