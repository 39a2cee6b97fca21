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
  const withoutCode = async (language: 'en' | 'th' | null, path: string) => {
    const context = await newContext(browser, 'light', { width: 390, height: 844 });
    contexts.push(context);
    if (language) await context.addInitScript((value) => localStorage.setItem('language', value), language);
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
    await screenshot(page, `page-shell-how-to-order-${language}-390-light`);
  });

  it('a page that needs data keeps the skeleton (control)', async () => {
    const page = await withoutCode(null, '/checkout');
    expect(await page.getByRole('status', { name: 'Loading page' }).count()).toBe(1);
    expect(await page.locator('main h1').count()).toBe(0);
  });

  it("is the page's largest paint, and the app takes over with the same words", async () => {
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
    await page.goto('/about', { waitUntil: 'networkidle' });
    await page.goto('/how-to-order', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Configure Your Putter' }).waitFor();
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
