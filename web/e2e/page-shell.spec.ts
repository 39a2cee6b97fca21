import type { Browser, BrowserContext } from 'playwright-core';
import { launchBrowser, newContext, screenshot, watchConsole } from './support/browser';

/**
 * Issue 34 item 2 (Lighthouse): a page whose first screen needs no data arrives with it prerendered in index.html, in
 * the shopper's language, so its words are on the first paint and not after its code (the LCP's "render delay").
 */
describe('the prerendered first screen of a page without data', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
  });

  /** A page that never gets its modules: what it shows is index.html's alone. */
  const withoutCode = async (language: 'en' | 'th' | null, path: string, storage: Record<string, string> = {}) => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    contexts.push(context);
    const stored = { ...storage, ...(language ? { language } : {}) };
    await context.addInitScript((items) => {
      for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
    }, stored);
    await context.route(/\/assets\/.+\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(path);
    return page;
  };

  it.each([
    ['en', '/how-to-order', 'How to Order', 'Pick the Deep and Resonant or the Bright and Dynamic sound signature.'],
    ['th', '/how-to-order', 'วิธีสั่งซื้อ', 'เลือกเสียงทุ้มและก้องกังวาน หรือเสียงสดใสและมีชีวิตชีวา'],
    ['en', '/How-To-Order/', 'How to Order', 'Choose the grip and its colour: the feel in your hands.'],
  ] as const)('%s %s shows its own words before any code has run', async (language, path, heading, step) => {
    const page = await withoutCode(language, path);
    expect(await page.locator('main h1').textContent()).toBe(heading);
    expect(await page.getByText(step).isVisible()).toBe(true);
    // The configurator needs the catalog: its place holds a skeleton.
    expect(await page.locator('main .animate-skeleton').count()).toBeGreaterThan(0);
    // The header speaks the page's language too, its switch showing it chosen (the English one is the control).
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('button', { name: language === 'th' ? 'เปิดเมนู' : 'Open menu' }).count()).toBe(1);
    expect(await banner.locator(`[data-control="language-${language}"]`).getAttribute('aria-pressed')).toBe('true');
    await screenshot(page, `page-shell-how-to-order-${language}-390-light`);
  });

  it('the checkout of a browser that never used the shop says its cart is empty; one that did waits for its cart', async () => {
    const fresh = await withoutCode(null, '/checkout');
    expect(await fresh.locator('main h1').textContent()).toBe('Checkout');
    expect(await fresh.getByText('Your cart is empty').isVisible()).toBe(true);
    await screenshot(fresh, 'page-shell-checkout-en-390-light');
    // Control: with a cart key stored the cart may hold anything, so the page skeleton stays.
    const known = await withoutCode(null, '/checkout', { 'x-session-id': 'sess_abcdefghi' });
    expect(await known.getByRole('status', { name: 'Loading page' }).count()).toBe(1);
    expect(await known.locator('main h1').count()).toBe(0);
  });

  it("an order's page shows its number from the address, in Thai by default; any other address the skeleton", async () => {
    const id = '3f0c6a52-0d1e-4c55-9a43-2b9c1f0e7a11';
    const thai = await withoutCode(null, `/orders/${id}`);
    expect(await thai.locator('main h1').textContent()).toBe('คำสั่งซื้อ #1F0E7A11');
    expect(await thai.getByRole('status', { name: 'กำลังโหลดคำสั่งซื้อ' }).count()).toBe(1);
    expect(await thai.getByRole('banner').getByRole('link', { name: 'ติดตามคำสั่งซื้อ', includeHidden: true }).count()).toBe(
      1,
    );
    await screenshot(thai, 'page-shell-order-th-390-light');
    const english = await withoutCode('en', `/orders/${id.toUpperCase()}/`);
    expect(await english.locator('main h1').textContent()).toBe('Order #1F0E7A11');
    // Control: an address that is no order id never reaches the markup.
    const other = await withoutCode(null, '/orders/<img src=x onerror=alert(1)>');
    expect(await other.getByRole('status', { name: 'Loading page' }).count()).toBe(1);
    expect(await other.locator('main img').count()).toBe(0);
  });

  it.each([
    ['/how-to-order', 'Configure Your Putter'],
    ['/checkout', 'Your cart is empty'],
  ])("is %s's largest paint, and the app takes over with the same words", async (path, shown) => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    contexts.push(context);
    const page = await context.newPage();
    const errors = watchConsole(page);
    await page.addInitScript(() => {
      const seen: Element[] = [];
      (window as unknown as { lcp: Element[] }).lcp = seen;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { element?: Element | null }>)
          if (entry.element) seen.push(entry.element);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // A visitor who has been here (the text face in the cache): how soon a first visit gets the face over the
    // network is the network's matter, and this test says nothing about time.
    // (A fresh context each time, and /about asks nothing of the cart: the checkout's browser is still new.)
    await page.goto('/about', { waitUntil: 'networkidle' });
    await page.evaluate(() => localStorage.removeItem('x-session-id'));
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: shown }).waitFor();
    const largest = await page.evaluate(() => {
      const seen = (window as unknown as { lcp: Element[] }).lcp;
      const last = seen[seen.length - 1];
      return { text: last?.textContent ?? '', inPage: last?.isConnected ?? null, entries: seen.length };
    });
    // The largest paint was the prerendered node (the app has since replaced it), and the app shows the same words.
    expect(largest.inPage).toBe(false);
    expect(await page.getByText(largest.text, { exact: true }).count()).toBe(1);
    expect(errors).toEqual([]);
  });
});
